import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks';
import { createDocumentValidator } from '../../renderer/validate';
import { everyBlockDocument } from './every-block';

describe('the page with every block', () => {
  it('holds one block of each registered type, and is a valid page', () => {
    const document = everyBlockDocument(blockRegistry);
    expect(document.blocks.map((b) => b.type)).toEqual([...blockRegistry.keys()]);
    expect(new Set(document.blocks.map((b) => b.id)).size).toBe(document.blocks.length);
    expect(createDocumentValidator(blockRegistry)(document)).toMatchObject({ ok: true });
  });
});
