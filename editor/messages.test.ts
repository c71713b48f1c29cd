import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../schemas/languages';
import { messageProblems } from '../tests/message-checks';
import { loadEditorMessages } from './i18n';

// Values that may honestly read as in English in another language (French "Page" and "Pages", Polish and Portuguese "Tablet", German and French "Version").
const SAME_AS_ENGLISH_ALLOWED = new Set<string>(['Page', 'Pages', 'Tablet ({{width}} px)', 'Version {{version}}']);

describe('designer messages', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the keys of zh_CN, translated, with the same placeholders', async (language) => {
    const [reference, english, messages] = await Promise.all([loadEditorMessages('zh_CN'), loadEditorMessages('en_US'), loadEditorMessages(language)]);
    expect(messageProblems(language, messages, reference, english, SAME_AS_ENGLISH_ALLOWED)).toEqual([]);
  });

  it('the check catches each kind of mistake', () => {
    const reference = { a: { title: '标题', body: '第{{n}}页' }, b: '好', c: '{{x}}（{{y}}）' };
    const english = { a: { title: 'Title here', body: 'Page {{n}}' }, b: 'OK', c: '{{x}} ({{y}})' };
    const broken = { a: { title: 'Title here', body: 'Seite' }, b: ' ', c: '{{x}} ({{y}})', d: 'extra' };
    expect(messageProblems('de_DE', broken, reference, english)).toEqual([
      'de_DE: a.title is still English ("Title here")',
      'de_DE: placeholders of a.body differ from zh_CN',
      'de_DE: empty b',
      'de_DE: extra d',
    ]);
    expect(messageProblems('de_DE', { a: { title: 'Titel' } }, reference, english)).toEqual(['de_DE: missing a.body', 'de_DE: missing b', 'de_DE: missing c']);
    expect(messageProblems('en_US', english, reference, english)).toEqual([]);
  });

  it('refuses to load a language that is not supported', async () => {
    await expect(loadEditorMessages('../../package' as never)).rejects.toThrow(RangeError);
  });
});
