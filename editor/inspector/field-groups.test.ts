import { describe, expect, it } from 'vitest';
import { groupFields } from './field-groups';
import type { FieldSpec } from './schema-fields';

const field = (name: string, kind: FieldSpec['kind']): FieldSpec => ({ name, kind, label: name, required: false });

describe('inspector sections', () => {
  it('puts texts, images and links under content and colours and choices under appearance, in that order', () => {
    const groups = groupFields([field('height', 'enum'), field('title', 'localized-text'), field('color', 'color'), field('image', 'image')]);
    expect(groups.map((g) => [g.group, g.fields.map((f) => f.name)])).toEqual([['content', ['title', 'image']], ['appearance', ['height', 'color']]]);
  });

  it('counts the numbers and choices of a block that lists resources as its data settings', () => {
    const groups = groupFields([field('title', 'localized-text'), field('ids', 'resource-picker'), field('count', 'number'), field('sort', 'enum'), field('bg', 'color')]);
    expect(groups.map((g) => [g.group, g.fields.map((f) => f.name)])).toEqual([['content', ['title']], ['data', ['ids', 'count', 'sort']], ['appearance', ['bg']]]);
  });
});
