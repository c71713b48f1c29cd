import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../blocks';
import { banner } from '../blocks/banner';
import { courseCards } from '../blocks/course-cards';
import { createRegistry, defineBlock } from './block-definition';
import { defaultRenderContext, type RenderContext } from './context';
import { PageRenderer } from './PageRenderer';

const ctx: RenderContext = { ...defaultRenderContext, locale: 'en_US', schoolId: '1100000000000000001' };

function draw(blocks: unknown[], options: { registry?: typeof blockRegistry; getJson?: (path: string) => Promise<unknown>; context?: RenderContext } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageRenderer
        document={{ schemaVersion: 1, settings: {}, blocks: blocks as never }}
        registry={options.registry ?? blockRegistry}
        context={options.context ?? ctx}
        getJson={options.getJson as never}
      />
    </QueryClientProvider>,
  );
}

describe('PageRenderer', () => {
  it('lets a host draw the wrapper of each block itself: one element per block, with its class and data', async () => {
    const client = new QueryClient();
    const blocks = [{ id: 'b_banner01', type: 'banner', v: banner.version, props: banner.defaults }];
    const { container } = render(
      <QueryClientProvider client={client}>
        <PageRenderer
          document={{ schemaVersion: 1, settings: {}, blocks: blocks as never }}
          registry={blockRegistry}
          context={ctx}
          wrapBlock={(block, content, wrapper) => <section key={block.id} {...wrapper} data-framed="">{content}</section>}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome to our school' })).toBeTruthy();
    const root = container.querySelector('.pb-page > *')!;
    expect([root.tagName, root.className, root.getAttribute('data-block-type'), root.getAttribute('data-block-id'), root.hasAttribute('data-framed')]).toEqual(['SECTION', 'pb-block', 'banner', 'b_banner01', true]);
    expect(container.querySelectorAll('[data-block-id]')).toHaveLength(1);
  });

  it('draws each block in the requested language and marks its root', async () => {
    const { container } = draw([{ id: 'b_banner01', type: 'banner', v: banner.version, props: banner.defaults }]);
    expect(await screen.findByRole('heading', { name: 'Welcome to our school' })).toBeTruthy();
    const root = container.querySelector('[data-block-id="b_banner01"]');
    expect(root?.getAttribute('data-block-type')).toBe('banner');
  });

  it('hides an unknown block from visitors and names it to editors; the page still draws', async () => {
    const blocks = [
      { id: 'b_unknown1', type: 'mystery', v: 1, props: {} },
      { id: 'b_banner01', type: 'banner', v: banner.version, props: banner.defaults },
    ];
    const view = draw(blocks);
    expect(await screen.findByRole('heading', { name: 'Welcome to our school' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    view.unmount();
    draw(blocks, { context: { ...ctx, mode: 'edit' } });
    expect((await screen.findByRole('note')).textContent).toContain('mystery');
  });

  it('keeps a block that throws from breaking the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = defineBlock({
      type: 'broken', version: 1, schema: { type: 'object', properties: {} }, defaults: {},
      palette: { label: 'block.broken', icon: '', category: 'layout' }, migrations: [],
      load: async () => ({ default: () => { throw new Error('boom'); } }),
    });
    const registry = createRegistry([banner, broken]);
    draw(
      [
        { id: 'b_broken01', type: 'broken', v: 1, props: {} },
        { id: 'b_banner01', type: 'banner', v: banner.version, props: banner.defaults },
      ],
      { registry, context: { ...ctx, mode: 'edit' } },
    );
    expect(await screen.findByText('This block could not be shown.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to our school' })).toBeTruthy();
  });

  it('feeds a block its loaded data, and shows its error state when the call fails', async () => {
    const getJson = vi.fn(async () => ({
      list: [{ id: '1', title: { en_US: 'Algebra I' }, coverUrl: '', zone: 0, enrolledCount: 12, viewCount: 3, createdAt: '' }],
      total: 1, pageNumber: 1, pageSize: 8,
    }));
    const view = draw([{ id: 'b_courses1', type: 'course-cards', v: courseCards.version, props: courseCards.defaults }], { getJson });
    expect(await screen.findByText('Algebra I')).toBeTruthy();
    expect(getJson).toHaveBeenCalledWith(expect.stringContaining('/api/portal/api/v1/portal/resource?schoolId=1100000000000000001&type=1'));
    view.unmount();
    draw([{ id: 'b_courses1', type: 'course-cards', v: courseCards.version, props: courseCards.defaults }], { getJson: () => Promise.reject(new Error('down')) });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This content could not be loaded'), { timeout: 5000 });
  });
});
