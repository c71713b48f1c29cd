import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { blockRegistry } from '../blocks';
import { loadBlockMessages } from '../blocks/_shared/messages';
import { createDocumentValidator } from '../renderer/validate';
import { blockComponent, blockTypesOf, preloadBlockTypes } from '../renderer/load-component';
import { PageRenderer } from '../renderer/PageRenderer';
import { prefetchBlockData } from '../renderer/prefetch';
import { defaultRenderContext, type RenderContext } from '../renderer/context';
import { renderPortalPage } from '../src/entry-server';
import { bigDocument, fakeBlockApi } from './document';
import { report, timeMedian } from './stats';

const SCHOOL = '1100000000000000001';

/** ajv validation, server render through the app and the renderer, and plain React drawing the same blocks. */
export async function benchRender(): Promise<void> {
  const doc = bigDocument(1000);
  const validate = createDocumentValidator(blockRegistry);
  if (!validate(doc).ok) throw new Error('benchmark document is invalid');
  report('validate_1000_blocks_median', await timeMedian(() => validate(doc), 200), 'ms');

  const school = { id: SCHOOL, name: { en_US: 'School' }, defaultLanguage: 'en_US', subSchools: [] };
  const page = { page: { id: '3', schoolId: SCHOOL, code: 'home', name: { en_US: 'Home' } }, version: 1, releasedAt: '', document: doc };
  const getJson = async <T>(path: string): Promise<T> => {
    if (path.includes('schoolDetails')) return school as T;
    if (path.includes('language/setting')) return { defaultLanguage: 'en_US', languages: ['en_US'], overseas: false } as T;
    if (path.includes('getPageDetailsById')) return page as T;
    if (path.includes('users/me')) return null as T;
    return fakeBlockApi<T>(path);
  };
  const url = `/portal/${SCHOOL}/home?sxz-lang=en_US`;
  report('server_render_app_1000_blocks_median', await timeMedian(() => renderPortalPage({ url, cookie: '', getJson }), 30), 'ms');

  const context: RenderContext = { ...defaultRenderContext, locale: 'en_US', schoolId: SCHOOL };
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  await prefetchBlockData(client, doc, blockRegistry, { schoolId: SCHOOL, locale: 'en_US', getJson: fakeBlockApi });
  await preloadBlockTypes(blockRegistry, blockTypesOf(doc));
  await loadBlockMessages('en_US');
  const renderer = () =>
    renderToString(createElement(QueryClientProvider, { client }, createElement(PageRenderer, { document: doc, registry: blockRegistry, context })));
  report('server_render_renderer_1000_blocks_median', await timeMedian(renderer, 30), 'ms');

  // Plain React: the same components and markup, without boundaries, suspense, queries or migration.
  // Each block's data is looked up before timing, so the figure is the blocks' own drawing.
  const drawn = doc.blocks.map((block) => {
    const def = blockRegistry.get(block.type)!;
    const value = def.data ? client.getQueryData(['block', def.type, ...def.data.key(block.props, { schoolId: SCHOOL, locale: 'en_US', getJson: fakeBlockApi })]) : undefined;
    return { block, Component: blockComponent(def) as unknown as ComponentType<Record<string, unknown>>, data: def.data ? { status: 'success', value } : { status: 'idle' } };
  });
  const plain = () =>
    renderToString(
      createElement(
        'div',
        { className: 'pb-page' },
        drawn.map(({ block, Component, data }) =>
          createElement('div', { key: block.id, className: 'pb-block', 'data-block-type': block.type, 'data-block-id': block.id },
            createElement(Component, { id: block.id, props: block.props, data, context, slots: {} })),
        ),
      ),
    );
  report('plain_react_render_1000_blocks_median', await timeMedian(plain, 30), 'ms');
}
