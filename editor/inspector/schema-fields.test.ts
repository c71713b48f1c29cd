import { describe, expect, it } from 'vitest';
import { createPropsValidator } from '../../renderer/validate';
import { testRegistry } from '../test-blocks';
import { allMessages } from './field-errors';
import { emptyValue, errorsByField, fieldsFromSchema } from './schema-fields';

const schemaOf = (type: string) => testRegistry.get(type)!.schema;
const field = (type: string, name: string) => fieldsFromSchema(schemaOf(type), 'en_US').find((f) => f.name === name)!;

describe('fieldsFromSchema', () => {
  it.each([
    ['text', 'title', 'localized-text', 'Title'],
    ['text', 'body', 'rich-text', 'Body'],
    ['text', 'link', 'link', 'Link'],
    ['text', 'size', 'number', 'Size'],
    ['section', 'background', 'color', 'Background colour'],
    ['slider', 'slides', 'array', 'Slides'],
    ['slider', 'tags', 'array', 'Tags'],
    ['slider', 'frame', 'object', 'Frame'],
    ['picks', 'customIds', 'resource-picker', 'Courses'],
  ])('%s.%s is a %s field labelled %s', (type, name, kind, label) => {
    expect(field(type, name)).toMatchObject({ kind, label });
  });

  it('labels in the UI language, and in any of the twelve', () => {
    expect(fieldsFromSchema(schemaOf('text'), 'zh_CN')[0]!.label).toBe('标题');
    expect(fieldsFromSchema(schemaOf('text'), 'ar_SA')[0]!.label).toBe('标题');
  });

  it('falls back to the title, then the name; arrays without item schemas stay unsupported', () => {
    const schema = { type: 'object' as const, properties: { a: { type: 'string', title: 'Alpha' }, b: { type: 'string' }, c: { type: 'array' } } };
    expect(fieldsFromSchema(schema, 'en_US').map((f) => [f.label, f.kind])).toEqual([['Alpha', 'text'], ['b', 'text'], ['c', 'unsupported']]);
  });

  it('reads arrays of objects recursively, with their limits', () => {
    const slides = field('slider', 'slides');
    expect(slides).toMatchObject({ minItems: 1, maxItems: 3, item: { kind: 'object' } });
    expect(slides.item!.fields!.map((f) => [f.name, f.kind, f.required])).toEqual([['caption', 'localized-text', true], ['url', 'image', true]]);
    expect(field('slider', 'tags').item).toMatchObject({ kind: 'text', maxLength: 10 });
    expect(field('slider', 'frame').fields![0]).toMatchObject({ name: 'width', kind: 'number', minimum: 0, maximum: 9 });
  });

  it('carries the resource type, limit and (only same-API) endpoint of a picker', () => {
    expect(field('picks', 'customIds')).toMatchObject({ resourceType: 1, maxItems: 3 });
    const picker = (endpoint: string) => fieldsFromSchema({ type: 'object', properties: { ids: { type: 'array', 'x-widget': 'resource-picker', 'x-resource-endpoint': endpoint } } }, 'en_US')[0]!;
    expect(picker('/api/portal/api/v1/portal/exam-resource').resourceEndpoint).toBe('/api/portal/api/v1/portal/exam-resource');
    expect(picker('https://evil.example/x').resourceEndpoint).toBeUndefined();
  });

  it('makes empty values for new items', () => {
    expect(emptyValue(field('slider', 'slides').item!)).toEqual({ caption: {}, url: '' });
    expect(emptyValue(field('slider', 'tags').item!)).toBe('');
    expect(emptyValue(field('section', 'background'))).toBe('#000000');
  });
});

describe('errorsByField', () => {
  const validate = createPropsValidator(testRegistry);
  it('puts real validator errors at their field, item and language', () => {
    const props = { title: { en_US: 'x'.repeat(21) }, link: 'ftp://x', extra: 1 };
    const byField = errorsByField(validate('text', props));
    expect(byField.title!.byKey.en_US!.own).toHaveLength(1);
    expect(byField.link!.own).toHaveLength(1);
    expect(byField.extra!.own).toEqual(['is not allowed here']);
    expect(byField.size).toBeUndefined();
  });
  it('finds errors inside array items and nested objects', () => {
    const byField = errorsByField(validate('slider', { slides: [{ caption: {}, url: '' }, { caption: { en_US: 'y'.repeat(31) } }], tags: ['a', 'b', 'c'], frame: { width: 12 } }));
    expect(byField.slides!.byKey['1']!.byKey.caption!.byKey.en_US!.own).toHaveLength(1);
    expect(byField.slides!.byKey['1']!.byKey.url!.own).toEqual(['is required']);
    expect(byField.tags!.own).toEqual(['must NOT have more than 2 items']);
    expect(allMessages(byField.frame)).toEqual(['width: must be <= 9']);
  });
});
