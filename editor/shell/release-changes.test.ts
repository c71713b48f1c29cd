import { describe, expect, it } from 'vitest';
import type { BlockNode, PageDocument } from '../../schemas/page-document';
import { releaseChanges } from './release-changes';

const block = (id: string, props: Record<string, unknown> = {}, slots?: Record<string, BlockNode[]>): BlockNode => ({ id, type: 'text', v: 1, props, ...(slots ? { slots } : {}) });
const doc = (...blocks: BlockNode[]): PageDocument => ({ schemaVersion: 1, settings: { isfullPage: false }, blocks });

describe('what a release changes', () => {
  it('counts every block as added when the page was never released', () => {
    expect(releaseChanges(null, doc(block('a'), block('b')))).toEqual({ added: [{ id: 'a', type: 'text' }, { id: 'b', type: 'text' }], removed: [], changed: [] });
  });

  it('finds added, removed and changed blocks at any depth, and nothing for an equal page', () => {
    const live = doc(block('a', { x: 1 }), block('box', {}, { main: [block('inner', { y: 1 }), block('gone')] }));
    expect(releaseChanges(live, structuredClone(live))).toEqual({ added: [], removed: [], changed: [] });
    const next = doc(block('a', { x: 1 }), block('box', {}, { main: [block('inner', { y: 2 })] }), block('new'));
    expect(releaseChanges(live, next)).toEqual({
      added: [{ id: 'new', type: 'text' }],
      removed: [{ id: 'gone', type: 'text' }],
      changed: [{ id: 'box', type: 'text' }, { id: 'inner', type: 'text' }],
    });
  });

  it('counts a block moved into another container as changed, and ignores the order of prop keys', () => {
    const live = doc(block('a', { x: 1, y: 2 }), block('box', {}, { main: [] }));
    const next = doc(block('box', {}, { main: [block('a', { y: 2, x: 1 })] }));
    expect(releaseChanges(live, next).changed.map((c) => c.id)).toEqual(['box', 'a']);
  });
});
