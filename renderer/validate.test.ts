import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../blocks';
import { banner } from '../blocks/banner';
import { createDocumentValidator, createPropsValidator } from './validate';

const validate = createDocumentValidator(blockRegistry);
const doc = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: 1, settings: {}, blocks, ...extra });
const bannerBlock = (props: Record<string, unknown> = {}, id = 'b_aaaa1111') => ({ id, type: 'banner', v: banner.version, props: { ...banner.defaults, ...props } });
const slide = (changes: Record<string, unknown>) => ({ slides: [{ ...banner.defaults.slides[0], ...changes }] });

describe('createDocumentValidator', () => {
  it('accepts a valid document', () => {
    expect(validate(doc([bannerBlock()]))).toMatchObject({ ok: true });
  });

  it.each([
    ['a missing envelope field', { schemaVersion: 1, blocks: [] }, '/settings', 'is required'],
    ['an extra envelope field', doc([], { extra: 1 }), '/extra', 'is not allowed here'],
    ['a bad block id', doc([{ ...bannerBlock(), id: 'x' }]), '/blocks/0/id', 'must match pattern'],
    ['an unknown type', doc([{ id: 'b_aaaa1111', type: 'mystery', v: 1, props: {} }]), '/blocks/0/type', 'unknown block type'],
    ['a newer block version', doc([{ ...bannerBlock(), v: 9 }]), '/blocks/0/v', 'newer version'],
    ['an older block version (not migrated)', doc([{ ...bannerBlock(), v: 1 }]), '/blocks/0/v', 'migrate to v2'],
    ['a newer envelope', doc([], { schemaVersion: 99 }), '/schemaVersion', 'newer code'],
    ['a bad enum prop', doc([bannerBlock({ height: 'huge' })]), '/blocks/0/props/height', 'must be equal to one of the allowed values'],
    ['a bad language key', doc([bannerBlock(slide({ title: { xx_XX: 'hi' } }))]), '/blocks/0/props/slides/0/title/xx_XX', 'is not an allowed name'],
    ['an off-site protocol in a link', doc([bannerBlock(slide({ linkUrl: 'javascript:alert(1)' }))]), '/blocks/0/props/slides/0/linkUrl', 'must match pattern'],
    ['a duplicate id', doc([bannerBlock(), bannerBlock()]), '/blocks/1/id', 'duplicates block id'],
    ['a slot on a block without slots', doc([{ ...bannerBlock(), slots: { main: [] } }]), '/blocks/0/slots/main', 'has no slot'],
  ])('reports %s at its JSON pointer', (_name, input, pointer, message) => {
    const result = validate(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual({ pointer, message: expect.stringContaining(message) });
  });

  it('reports every error, not just the first', () => {
    const result = validate(doc([bannerBlock({ height: 'huge', align: 'x' })]));
    expect(result.ok ? [] : result.errors.map((e) => e.pointer)).toEqual(['/blocks/0/props/height', '/blocks/0/props/align']);
  });
});

describe('createPropsValidator', () => {
  const check = createPropsValidator(blockRegistry);
  it('checks one block type props', () => {
    expect(check('course-cards', { ...blockRegistry.get('course-cards')!.defaults, cardsPerLine: 7 })).toEqual([
      { pointer: '/cardsPerLine', message: 'must be equal to one of the allowed values' },
    ]);
    expect(check('course-cards', blockRegistry.get('course-cards')!.defaults)).toEqual([]);
  });
});
