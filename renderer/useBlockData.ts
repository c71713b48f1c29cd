import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyBlockRenderDefinition, BlockComponentProps, BlockDataLoader, LoaderContext } from './block-definition';

/** The react-query key of one block's data; the server prefetch uses the same key. */
export function blockQueryKey(type: string, key: readonly unknown[]): readonly unknown[] {
  return ['block', type, ...key];
}

/** A block's query key and its hash (react-query's default hash of the key). */
export interface BlockDataKey {
  key: readonly unknown[];
  hash: string;
}

// A block's key is worked out once per props object and loader inputs (compared by value), not on every
// render: a page document shared between renders (server/plugins/page-data.ts) hashes its keys once.
const keys = new WeakMap<object, { ctx: LoaderContext; found: BlockDataKey }[]>();
const KEPT_PER_PROPS = 4;

/** Equal string maps (query or route parameters): each request brings new objects with the same values. */
function sameValues(a: Readonly<Record<string, string>> | undefined, b: Readonly<Record<string, string>> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

const sameInputs = (a: LoaderContext, b: LoaderContext) =>
  a.schoolId === b.schoolId && a.locale === b.locale && sameValues(a.query, b.query) && sameValues(a.routeParams, b.routeParams);

/** `blockQueryKey` of a block's loader for these props and its hash, remembered while the props object and the loader inputs stay. */
export function blockDataKey(def: AnyBlockRenderDefinition, loader: BlockDataLoader<unknown>, props: unknown, ctx: LoaderContext): BlockDataKey {
  const kept = typeof props === 'object' && props !== null ? (keys.get(props) ?? keys.set(props, []).get(props)!) : [];
  const seen = kept.find((entry) => sameInputs(entry.ctx, ctx));
  if (seen) return seen.found;
  const key = blockQueryKey(def.type, loader.key(props, ctx));
  const found = { key, hash: hashKey(key) };
  if (kept.unshift({ ctx, found }) > KEPT_PER_PROPS) kept.pop();
  return found;
}

/** Runs a block's data loader through react-query; blocks without a loader get `idle`. */
function useQueriedBlockData(def: AnyBlockRenderDefinition | undefined, props: unknown, ctx: LoaderContext): BlockComponentProps['data'] {
  const loader = def?.data;
  const query = useQuery({
    queryKey: loader ? blockDataKey(def, loader, props, ctx).key : ['block', 'none'],
    queryFn: () => loader!.fetch(props, ctx),
    enabled: Boolean(loader),
    retry: 1,
    // Data drawn by the server stays fresh long enough that hydration does not fetch it again.
    staleTime: 60_000,
    // A block whose inputs change (search filters) keeps showing what it had until the new data arrives.
    placeholderData: keepPreviousData,
  });
  if (!loader) return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'success', value: query.data };
}

/**
 * The server render's version: the data was prefetched into the cache and a server render never
 * fetches, so it reads the cache without a query observer per block. It answers what useQuery answers
 * there (prefetched data, else loading), so the browser hydrates the same markup.
 */
function usePrefetchedBlockData(def: AnyBlockRenderDefinition | undefined, props: unknown, ctx: LoaderContext): BlockComponentProps['data'] {
  const client = useQueryClient();
  const loader = def?.data;
  if (!loader) return { status: 'idle' };
  const state = client.getQueryCache().get(blockDataKey(def, loader, props, ctx).hash)?.state;
  return state?.status === 'success' ? { status: 'success', value: state.data } : { status: 'loading' };
}

/** A block's data: through react-query in the browser, straight from the prefetched cache on the server. */
export const useBlockData = typeof window === 'undefined' ? usePrefetchedBlockData : useQueriedBlockData;
