import { describe, expect, it, vi } from 'vitest';
import type { AnyBlockDefinition, BlockDataLoader, LoaderContext } from './block-definition';
import { blockDataKey } from './useBlockData';

const getJson = async () => undefined as never;

function loader() {
  const key = vi.fn((props: { n: number }, ctx: LoaderContext) => [ctx.schoolId, ctx.query?.q ?? '', ctx.routeParams?.classId ?? '', props.n]);
  const def = { type: 'probe' } as AnyBlockDefinition;
  return { key, def, data: { key, fetch: async () => null } as unknown as BlockDataLoader<unknown> };
}

describe('block data key', () => {
  it('is worked out once per props object for loader inputs of equal values, whatever objects carry them', () => {
    const { key, def, data } = loader();
    const props = { n: 1 };
    const first = blockDataKey(def, data, props, { schoolId: '1', locale: 'en_US', query: { q: 'a' }, routeParams: { classId: '7' }, getJson });
    const again = blockDataKey(def, data, props, { schoolId: '1', locale: 'en_US', query: { q: 'a' }, routeParams: { classId: '7' }, getJson });
    expect(again).toBe(first);
    expect(first.key).toEqual(['block', 'probe', '1', 'a', '7', 1]);
    expect(key).toHaveBeenCalledTimes(1);
  });

  it('is worked out again when a value of the inputs differs', () => {
    const { key, def, data } = loader();
    const props = { n: 2 };
    const base = { schoolId: '1', locale: 'en_US', getJson };
    const keys = [
      blockDataKey(def, data, props, { ...base, query: { q: 'a' } }),
      blockDataKey(def, data, props, { ...base, query: { q: 'b' } }),
      blockDataKey(def, data, props, { ...base, query: { q: 'a', page: '2' } }),
      blockDataKey(def, data, props, { ...base, query: { q: 'a' }, routeParams: { classId: '8' } }),
      blockDataKey(def, data, props, { ...base, locale: 'zh_CN', query: { q: 'a' } }),
    ];
    // This loader's key leaves out the language and the page number, so three keys differ.
    expect(new Set(keys.map((found) => found.hash)).size).toBe(3);
    expect(key).toHaveBeenCalledTimes(5);
  });
});
