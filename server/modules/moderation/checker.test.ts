import { describe, expect, it } from 'vitest';
import { documentTexts, wordListChecker } from './checker';

describe('word-list checker', () => {
  const checker = wordListChecker(async () => ['casino', '赌博']);
  it('passes clean texts and names each text that holds a listed word, case and width aside', async () => {
    expect(await checker.check(['hello', '学习'])).toEqual({ pass: true, hits: [] });
    expect(await checker.check(['ok', 'Visit our CASINO', 'ｃａｓｉｎｏ', '网上赌博'])).toEqual({
      pass: false,
      hits: [{ index: 1, words: ['casino'] }, { index: 2, words: ['casino'] }, { index: 3, words: ['赌博'] }],
    });
  });
});

describe('document texts', () => {
  it('collects the words of every block prop with its pointer, not addresses or ids', () => {
    const doc = { blocks: [{ id: 'b_1', type: 'rich-text', props: { html: { en_US: '<p>Hi <b>there</b></p>' }, link: 'https://x.example', image: '/a.png' } }] };
    const { texts, pointers } = documentTexts(doc);
    expect(texts.map((t) => t.trim().replace(/\s+/g, ' '))).toEqual(['Hi there']);
    expect(pointers).toEqual(['/blocks/0/props/html/en_US']);
  });
});
