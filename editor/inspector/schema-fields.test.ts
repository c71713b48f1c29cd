import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks';
import { createPropsValidator } from '../../renderer/validate';
import { errorsByField, fieldsFromSchema } from './schema-fields';

const schemaOf = (type: string) => blockRegistry.get(type)!.schema;

describe('fieldsFromSchema', () => {
  it.each([
    ['banner', 'title', 'localized-text', 'Title'],
    ['banner', 'imageUrl', 'url', 'Background image URL'],
    ['banner', 'linkUrl', 'url', 'Link'],
    ['banner', 'height', 'enum', 'Height'],
    ['rich-text', 'content', 'rich-text', 'Text'],
    ['course-cards', 'title', 'localized-text', 'Heading'],
    ['course-cards', 'count', 'number', 'Number of courses'],
    ['course-cards', 'sort', 'enum', 'Sort'],
    ['course-cards', 'showMore', 'boolean', 'Show "more" link'],
  ])('%s.%s is a %s field labelled %s', (type, name, kind, label) => {
    expect(fieldsFromSchema(schemaOf(type), 'en_US').find((f) => f.name === name)).toMatchObject({ kind, label, required: true });
  });

  it('labels in the UI language', () => {
    expect(fieldsFromSchema(schemaOf('banner'), 'zh_CN')[0]!.label).toBe('标题');
  });

  it('falls back to the title, then the name', () => {
    const schema = { type: 'object' as const, properties: { a: { type: 'string', title: 'Alpha' }, b: { type: 'string' }, c: { type: 'array' } } };
    expect(fieldsFromSchema(schema, 'en_US').map((f) => [f.label, f.kind])).toEqual([['Alpha', 'text'], ['b', 'text'], ['c', 'unsupported']]);
  });

  it('carries number limits and integer-ness', () => {
    expect(fieldsFromSchema(schemaOf('course-cards'), 'en_US').find((f) => f.name === 'count')).toMatchObject({ integer: true, minimum: 1, maximum: 20 });
  });

  it('labels enum options from x-enum-labels, else by value', () => {
    const fields = fieldsFromSchema(schemaOf('course-cards'), 'en_US');
    expect(fields.find((f) => f.name === 'sort')!.options).toEqual([
      { value: 0, label: 'Newest' }, { value: 1, label: 'Hottest' }, { value: 2, label: 'Most downloaded' },
    ]);
    expect(fields.find((f) => f.name === 'cardsPerLine')!.options!.map((o) => o.label)).toEqual(['2', '3', '4', '5']);
  });
});

describe('errorsByField', () => {
  const validate = createPropsValidator(blockRegistry);
  it('puts real validator errors at their field and language', () => {
    const props = { ...blockRegistry.get('banner')!.defaults, title: { en_US: 'x'.repeat(121) }, imageUrl: 'http://x', extra: 1 };
    const byField = errorsByField(validate('banner', props));
    expect(byField.title!.byKey.en_US).toHaveLength(1);
    expect(byField.imageUrl!.own).toHaveLength(1);
    expect(byField.extra!.own).toEqual(['is not allowed here']);
    expect(byField.subtitle).toBeUndefined();
  });
  it('finds an out-of-range number and a missing field', () => {
    const { count: _count, ...rest } = blockRegistry.get('course-cards')!.defaults;
    expect(errorsByField(validate('course-cards', { ...rest, showMore: true })).count!.own).toEqual(['is required']);
    expect(errorsByField(validate('course-cards', { ...rest, count: 25 })).count!.own[0]).toMatch(/<= 20/);
  });
});
