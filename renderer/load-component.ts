import { lazy, type ComponentType } from 'react';
import type { PageDocument, BlockNode } from '../schemas/page-document';
import { loadChunk } from './chunk-load';
import type { AnyBlockRenderDefinition, BlockComponentProps, BlockRenderRegistry } from './block-definition';

type BlockComponent = ComponentType<BlockComponentProps<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

// Kept by the type's `load` function, which the render part and the full definition of a type share:
// a visitor's page (render registry) and the designer (full registry) use one component per type.
type Load = AnyBlockRenderDefinition['load'];
const loaded = new WeakMap<Load, BlockComponent>();
const lazies = new WeakMap<Load, BlockComponent>();

/**
 * The component of a block type: the loaded one when `preloadBlockTypes` already fetched it (server
 * render and hydration draw it at once), otherwise one lazy component per type, so each type's code
 * loads once and only when a page uses it. Once a type has been handed out lazily it stays lazy: a
 * component whose type changed from the lazy one to the loaded one would remount with its whole subtree.
 */
export function blockComponent(def: AnyBlockRenderDefinition): BlockComponent {
  const handedOut = lazies.get(def.load);
  if (handedOut) return handedOut;
  const ready = loaded.get(def.load);
  if (ready) return ready;
  const component = lazy(async () => {
    // 120000 ms and one retry (spec §8); a final failure is reported and the block's boundary shows its fallback.
    const mod = await loadChunk(() => def.load());
    loaded.set(def.load, mod.default);
    return mod;
  });
  lazies.set(def.load, component);
  return component;
}

/** Every block type a document uses, at any depth. */
export function blockTypesOf(document: Pick<PageDocument, 'blocks'>): Set<string> {
  const types = new Set<string>();
  const walk = (blocks: BlockNode[]) => {
    for (const block of blocks) {
      types.add(block.type);
      for (const children of Object.values(block.slots ?? {})) walk(children);
    }
  };
  walk(document.blocks);
  return types;
}

/** Loads the components of the given block types before a render that must not suspend. */
export async function preloadBlockTypes(registry: BlockRenderRegistry, types: Iterable<string>): Promise<void> {
  await Promise.all(
    [...types].map(async (type) => {
      const def = registry.get(type);
      if (def && !loaded.has(def.load)) loaded.set(def.load, (await def.load()).default);
    }),
  );
}
