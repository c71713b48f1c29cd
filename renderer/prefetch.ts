import type { QueryClient } from '@tanstack/react-query';
import type { BlockNode, PageDocument } from '../schemas/page-document';
import type { BlockRenderRegistry, LoaderContext } from './block-definition';
import { blockDataKey } from './useBlockData';

/**
 * Runs the data loader of every block of a document into `client`, as the browser's useBlockData
 * would, so a server render draws the data and the browser hydrates without fetching it again. A
 * failing loader leaves its query out: the block shows its loading state, then fetches in the browser.
 */
export async function prefetchBlockData(client: QueryClient, document: PageDocument, registry: BlockRenderRegistry, ctx: LoaderContext): Promise<void> {
  const jobs: Promise<void>[] = [];
  // Blocks asking for the same data (same key) share one fetch.
  const asked = new Set<string>();
  const walk = (blocks: BlockNode[]) => {
    for (const block of blocks) {
      const def = registry.get(block.type);
      if (def?.data && block.v === def.version) {
        const loader = def.data;
        const { key, hash } = blockDataKey(def, loader, block.props, ctx);
        if (!asked.has(hash)) {
          asked.add(hash);
          jobs.push(client.prefetchQuery({ queryKey: key, queryFn: () => loader.fetch(block.props, ctx) }));
        }
      }
      for (const children of Object.values(block.slots ?? {})) walk(children);
    }
  };
  walk(document.blocks);
  await Promise.all(jobs);
}
