import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnyBlockDefinition, BlockComponentProps, LoaderContext } from './block-definition';

/** The react-query key of one block's data; the server prefetch uses the same key. */
export function blockQueryKey(type: string, key: readonly unknown[]): readonly unknown[] {
  return ['block', type, ...key];
}

/** Runs a block's data loader through react-query; blocks without a loader get `idle`. */
export function useBlockData(def: AnyBlockDefinition | undefined, props: unknown, ctx: LoaderContext): BlockComponentProps['data'] {
  const loader = def?.data;
  const query = useQuery({
    queryKey: loader ? blockQueryKey(def.type, loader.key(props, ctx)) : ['block', 'none'],
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
