import type { ComponentType, ReactNode } from 'react';
import type { RenderContext } from './context';

/** A JSON Schema object for a block's props (ajv checks it; the inspector draws fields from it). */
export type PropsSchema = { type: 'object'; properties: Record<string, unknown>; required?: readonly string[] } & Record<string, unknown>;

/** One step of a block type's append-only props migrations: `from` → `from + 1`. */
export interface BlockMigration {
  from: number;
  up: (props: Record<string, unknown>) => Record<string, unknown>;
}

/** What a block's data loader gets: where it is drawn and how to call the API. */
export interface LoaderContext {
  schoolId: string;
  locale: string;
  /** The URL's query parameters (the search page's filters). */
  query?: Readonly<Record<string, string>>;
  /** Path parameters of the route (`classId`, ...). */
  routeParams?: Readonly<Record<string, string>>;
  /** GET a JSON path of the API (`/api/...`); the browser uses fetch, the server render calls the app directly. */
  getJson: <T = unknown>(path: string) => Promise<T>;
}

/** A block's data: a cache key and a fetch, used by react-query in the browser and prefetched on the server. */
export interface BlockDataLoader<P> {
  key: (props: P, ctx: LoaderContext) => readonly unknown[];
  fetch: (props: P, ctx: LoaderContext) => Promise<unknown>;
}

/** What a block component receives. Components are pure: props, data and context in, markup out. */
export interface BlockComponentProps<P = Record<string, unknown>, D = unknown> {
  id: string;
  props: P;
  data: { status: 'idle' | 'loading' | 'error' | 'success'; value?: D; error?: unknown };
  context: RenderContext;
  /** Rendered children of each named slot (containers only). */
  slots: Record<string, ReactNode>;
}

export type PaletteCategory = 'layout' | 'content' | 'ranking';

/**
 * What drawing a page needs of a block type: its version and migrations, its slots, its component and
 * its data loader. The visitor's bundle holds only these parts (`blocks/render-registry.ts`), so the
 * schemas, defaults and palette entries stay with the designer and the server.
 */
export interface BlockRenderDefinition<P = Record<string, unknown>, D = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  type: string;
  /** The props version new blocks are written with; migrations lead older props up to it. */
  version: number;
  slots?: readonly string[];
  /** The slots drawn for these props, when some are not (a 2-column ratio draws two of three); all `slots` otherwise. */
  drawnSlots?: (props: P) => readonly string[];
  migrations: readonly BlockMigration[];
  /** The component, loaded only when a page uses this type. */
  load: () => Promise<{ default: ComponentType<BlockComponentProps<P, D>> }>;
  data?: BlockDataLoader<P>;
}

/**
 * Everything about a block type: its render part and what the designer and the server's checks add.
 * Adding a block type is one folder and one line in each of `blocks/index.ts` and `blocks/render-registry.ts`.
 */
export interface BlockDefinition<P = Record<string, unknown>, D = any> extends BlockRenderDefinition<P, D> { // eslint-disable-line @typescript-eslint/no-explicit-any
  schema: PropsSchema;
  defaults: P;
  /**
   * `label` is a message id of the designer's block labels (`blocks/_shared/labels`), e.g. 'block.banner';
   * `icon` names a lucide icon in kebab case ('book-open') that the designer's icon set holds (editor/ui/icons.ts).
   */
  palette: { label: string; icon: string; category: PaletteCategory };
  /** Message ids naming each slot's drop zone in the designer ('columns.slot.first'); the raw slot name otherwise. */
  slotLabels?: Readonly<Record<string, string>>;
}

export type AnyBlockRenderDefinition = BlockRenderDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the renderer needs: block render parts by type. The full registry is one too. */
export type BlockRenderRegistry = ReadonlyMap<string, AnyBlockRenderDefinition>;

/** The registry: block definitions by type. */
export type BlockRegistry = ReadonlyMap<string, AnyBlockDefinition>;

/** Typed identity helper so a block folder's render part (`render.ts`) is checked against its props type. */
export function defineRender<P, D = unknown>(definition: BlockRenderDefinition<P, D>): BlockRenderDefinition<P, D> {
  return definition;
}

/** Typed identity helper so a block folder's definition is checked against its props type. */
export function defineBlock<P, D = unknown>(definition: BlockDefinition<P, D>): BlockDefinition<P, D> {
  return definition;
}

/** Block definitions (render parts or whole) by type; each type once, with a migration from every older version. */
export function createRenderRegistry<T extends AnyBlockRenderDefinition>(definitions: readonly T[]): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const def of definitions) {
    if (map.has(def.type)) throw new Error(`Block type "${def.type}" is registered twice`);
    const expected = def.migrations.map((m) => m.from);
    const wanted = Array.from({ length: def.version - 1 }, (_, i) => i + 1);
    if (expected.join() !== wanted.join()) {
      throw new Error(`Block type "${def.type}" v${def.version} needs migrations from ${wanted.join(', ') || 'none'}`);
    }
    map.set(def.type, def);
  }
  return map;
}

export function createRegistry(definitions: readonly AnyBlockDefinition[]): BlockRegistry {
  return createRenderRegistry(definitions);
}
