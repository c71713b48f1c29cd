import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDocumentValidator } from '../renderer/validate';
import type { BlockNode } from '../schemas/page-document';
import { drawBlocks } from './_shared/test-support';
import { blockRegistry } from './index';
import { richText } from './rich-text';
import { section } from './section';
import { columns } from './columns';

function nested(depth: number): BlockNode {
  const leaf: BlockNode = { id: 'b_leaf0001', type: 'rich-text', v: richText.version, props: { content: { en_US: '<p>Deep inside</p>' } } };
  let node = leaf;
  for (let level = depth; level >= 1; level--) {
    node = { id: `b_section${level}`, type: 'section', v: section.version, props: { ...section.defaults }, slots: { main: [node] } };
  }
  return node;
}

describe('containers', () => {
  it('a document with sections nested 5 deep validates', () => {
    const result = createDocumentValidator(blockRegistry)({ schemaVersion: 1, settings: {}, blocks: [nested(5)] });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('draws sections nested 5 deep, each inside its parent', async () => {
    const { container } = drawBlocks([nested(5)]);
    expect(await screen.findByText('Deep inside')).toBeTruthy();
    expect(container.querySelectorAll('[data-block-type="section"] [data-block-type="section"] [data-block-type="section"] [data-block-type="section"] [data-block-type="section"] [data-block-type="rich-text"]')).toHaveLength(1);
  });

  it('draws the columns a ratio asks for, each with its slot', async () => {
    const cell = (id: string, words: string): BlockNode => ({ id, type: 'rich-text', v: 1, props: { content: { en_US: `<p>${words}</p>` } } });
    const block: BlockNode = {
      id: 'b_columns1', type: 'columns', v: columns.version, props: { ratio: '1:2', gap: 'small' },
      slots: { first: [cell('b_cell0001', 'Left words')], second: [cell('b_cell0002', 'Right words')], third: [cell('b_cell0003', 'Hidden words')] },
    };
    const { container } = drawBlocks([block]);
    expect(await screen.findByText('Right words')).toBeTruthy();
    expect(screen.getByText('Left words')).toBeTruthy();
    expect(screen.queryByText('Hidden words')).toBeNull();
    expect((container.querySelector('.columns') as HTMLElement).style.gridTemplateColumns).toBe('minmax(0, 1fr) minmax(0, 2fr)');
  });

  it('rejects a slot a container does not have', () => {
    const bad = { ...nested(1), slots: { aside: [] } };
    const result = createDocumentValidator(blockRegistry)({ schemaVersion: 1, settings: {}, blocks: [bad] });
    expect(result.ok ? [] : result.errors.map((e) => e.pointer)).toEqual(['/blocks/0/slots/aside']);
  });
});
