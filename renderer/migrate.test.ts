import { describe, expect, it } from 'vitest';
import { createRegistry, defineBlock } from './block-definition';
import { migrateDocument } from './migrate';

const noteV3 = defineBlock<{ text: string; size: number }>({
  type: 'note',
  version: 3,
  schema: { type: 'object', properties: {} },
  defaults: { text: '', size: 1 },
  palette: { label: 'block.note', icon: '', category: 'layout' },
  slots: ['inner'],
  migrations: [
    { from: 1, up: (p) => ({ text: p.body }) },
    { from: 2, up: (p) => ({ ...p, size: 1 }) },
  ],
  load: async () => ({ default: () => null }),
});

describe('migrateDocument', () => {
  const registry = createRegistry([noteV3]);

  it('runs every step in order, at any depth', () => {
    const doc = {
      schemaVersion: 1,
      settings: {},
      blocks: [
        {
          id: 'b_aaaa0001', type: 'note', v: 1, props: { body: 'outer' },
          slots: { inner: [{ id: 'b_aaaa0002', type: 'note', v: 2, props: { text: 'inner' } }] },
        },
      ],
    };
    const migrated = migrateDocument(doc, registry);
    expect(migrated.blocks[0]).toMatchObject({ v: 3, props: { text: 'outer', size: 1 } });
    expect(migrated.blocks[0]!.slots!.inner![0]).toMatchObject({ v: 3, props: { text: 'inner', size: 1 } });
    expect(doc.blocks[0]!.v).toBe(1);
  });

  it('leaves unknown types and newer blocks for the validator', () => {
    const blocks = [
      { id: 'b_aaaa0003', type: 'other', v: 1, props: {} },
      { id: 'b_aaaa0004', type: 'note', v: 7, props: {} },
    ];
    expect(migrateDocument({ schemaVersion: 1, settings: {}, blocks }, registry).blocks).toEqual(blocks);
  });
});

describe('createRegistry', () => {
  it('refuses a block type whose migrations do not lead to its version', () => {
    expect(() => createRegistry([{ ...noteV3, migrations: [noteV3.migrations[0]!] }])).toThrow(/needs migrations from 1, 2/);
  });

  it('refuses a type registered twice', () => {
    expect(() => createRegistry([noteV3, noteV3])).toThrow(/registered twice/);
  });
});
