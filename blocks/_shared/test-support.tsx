// Test helpers for block tests: draw blocks through the real renderer with a fake API.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AnyBlockDefinition } from '../../renderer/block-definition';
import { defaultRenderContext, type RenderContext } from '../../renderer/context';
import { PageRenderer } from '../../renderer/PageRenderer';
import type { BlockNode } from '../../schemas/page-document';
import { blockRegistry } from '../index';

/** A visitor's context on an English page of a test school. */
export const testContext: RenderContext = { ...defaultRenderContext, locale: 'en_US', schoolId: '1100000000000000001' };

/** A block node of `def` at its current version with its defaults, `props` merged in. */
export function nodeOf(def: AnyBlockDefinition, props: Record<string, unknown> = {}, id = 'b_test0001'): BlockNode {
  return { id, type: def.type, v: def.version, props: { ...structuredClone(def.defaults), ...props } };
}

/** A fake API answering by path prefix; unknown paths reject like a 404. */
export function fakeApi(routes: Record<string, unknown | ((path: string) => unknown)>) {
  return async (path: string) => {
    const hit = Object.keys(routes).filter((prefix) => path.startsWith(prefix)).sort((a, b) => b.length - a.length)[0];
    if (hit === undefined) throw new Error(`no fake for ${path}`);
    const answer = routes[hit];
    return typeof answer === 'function' ? (answer as (p: string) => unknown)(path) : structuredClone(answer);
  };
}

/** The renderer retries a failed load once, about a second later: wait this long for an error state. */
export const ERROR_WAIT = { timeout: 5000 };

/** Never settles: the block stays loading. */
export const pending = () => new Promise<never>(() => undefined);

/** Draws blocks through PageRenderer with a fresh query client. */
export function drawBlocks(blocks: BlockNode[], options: { getJson?: (path: string) => Promise<unknown>; context?: Partial<RenderContext> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageRenderer
        document={{ schemaVersion: 1, settings: {}, blocks }}
        registry={blockRegistry}
        context={{ ...testContext, ...options.context }}
        getJson={(options.getJson ?? pending) as never}
      />
    </QueryClientProvider>,
  );
}
