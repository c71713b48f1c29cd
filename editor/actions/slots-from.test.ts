import { describe, expect, it } from 'vitest';
import { blockRegistry as registry } from '../../blocks';
import type { BlockNode } from '../../schemas/page-document';
import { slotsFrom } from './nest-actions';

const columns = (ratio: string): BlockNode => ({ id: 'b_c', type: 'columns', v: 1, props: { ratio, gap: 'medium' }, slots: { first: [], second: [], third: [] } });

describe('slotsFrom', () => {
  const slotsOf = slotsFrom(registry);
  it('gives only the columns a ratio draws, so nothing is dropped where it cannot be seen', () => {
    expect(slotsOf(columns('1:2'))).toEqual(['first', 'second']);
    expect(slotsOf(columns('1:1:1'))).toEqual(['first', 'second', 'third']);
  });
  it('gives a container’s declared slots, none for a leaf, and the stored ones for an unknown type', () => {
    expect(slotsOf({ id: 'b_s', type: 'section', v: 1, props: {} })).toEqual(['main']);
    expect(slotsOf({ id: 'b_t', type: 'spacer', v: 1, props: {} })).toEqual([]);
    expect(slotsOf({ id: 'b_u', type: 'unknown', v: 1, props: {}, slots: { a: [] } })).toEqual(['a']);
  });
});
