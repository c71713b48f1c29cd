import { useQuery } from '@tanstack/react-query';
import type { AnyBlockDefinition, BlockComponentProps, LoaderContext } from './block-definition';

/** Runs a block's data loader through react-query; blocks without a loader get `idle`. */
export function useBlockData(def: AnyBlockDefinition | undefined, props: unknown, ctx: LoaderContext): BlockComponentProps['data'] {
  const loader = def?.data;
  const query = useQuery({
    queryKey: loader ? ['block', def.type, ...loader.key(props, ctx)] : ['block', 'none'],
    queryFn: () => loader!.fetch(props, ctx),
    enabled: Boolean(loader),
    retry: 1,
  });
  if (!loader) return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'success', value: query.data };
}
