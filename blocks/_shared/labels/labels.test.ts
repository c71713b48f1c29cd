import { describe, expect, it } from 'vitest';
import { createRegistry, defineBlock } from '../../../renderer/block-definition';
import { SUPPORTED_LANGUAGES } from '../../../schemas/languages';
import { labelProblems } from '../../../tests/block-label-checks';
import { messageProblems } from '../../../tests/message-checks';
import { blockRegistry } from '../../index';
import { blockLabelText, hasBlockLabels, loadBlockLabels } from './index';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', { eager: true, import: 'default' });
const byLanguage = Object.fromEntries(Object.entries(files).map(([path, table]) => [path.match(/(\w+)\.json$/)![1]!, table]));
const reference = byLanguage.zh_CN!;
const english = byLanguage.en_US!;

// Words that honestly read the same as in English: German "Banner", "Link(s)", "Text", "Standard"; Portuguese
// "Banner", "Link(s)", "Slides"; French "Section", "Image", "Standard", "Classes".
const SAME_AS_ENGLISH_ALLOWED = new Set(['Banner', 'Link', 'Links', 'Standard', 'Section', 'Image', 'Classes', 'Slides', 'Text']);

describe('block labels', () => {
  it('has one file per supported language', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the ids of zh_CN, translated', (language) => {
    expect(messageProblems(language, byLanguage[language]!, reference, english, SAME_AS_ENGLISH_ALLOWED)).toEqual([]);
  });

  it('every palette name, slot, field and worded option of every block names an id zh_CN defines, and every id is used', () => {
    expect(labelProblems(blockRegistry, reference)).toEqual([]);
  });

  it('the check catches a missing label, an unknown id and an unused id', () => {
    const load = async () => ({ default: () => null });
    const odd = defineBlock({
      type: 'odd',
      version: 1,
      schema: {
        type: 'object',
        properties: {
          shown: { type: 'boolean', 'x-label': 'odd.nowhere' },
          tone: { type: 'string', enum: ['warm', 'cold'], 'x-label': 'block.banner', 'x-enum-labels': { warm: 'size.small' } },
          steps: { type: 'array', items: { type: 'object', properties: { at: { type: 'integer' } } }, 'x-label': 'block.banner' },
        },
      },
      defaults: {},
      palette: { label: 'block.banner', icon: '', category: 'layout' },
      slots: ['main'],
      migrations: [],
      load,
    });
    expect(labelProblems(createRegistry([odd]), { 'block.banner': 'Banner', 'size.small': 'Small', 'size.large': 'Large' })).toEqual([
      'odd: slot main has no label id',
      'odd: props.shown names "odd.nowhere", which no language defines',
      'odd: props.tone = cold has no label id',
      'odd: props.steps.items.at has no label id',
      '"size.large" is not used by any block',
    ]);
  });

  it('loads one language on demand and falls back to zh_CN for an id it lacks', async () => {
    await loadBlockLabels('ja_JP');
    expect(hasBlockLabels('ja_JP')).toBe(true);
    expect(blockLabelText('block.banner', 'ja_JP')).toBe('バナー');
    await loadBlockLabels('zh_CN');
    expect(blockLabelText('block.banner', 'ko_KR')).toBe('横幅');
    expect(blockLabelText('no.such.id', 'ja_JP')).toBeUndefined();
  });

  it('refuses a language that is not supported', async () => {
    await expect(loadBlockLabels('../../index' as never)).rejects.toThrow(RangeError);
  });
});
