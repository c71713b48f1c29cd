import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../schemas/languages';
import { messageProblems } from '../../tests/message-checks';
import { loadMessages } from './messages';

// Words that may read the same as in English; empty today, kept so that adding a brand is one line.
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([]);

describe('messages', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has every key of zh_CN, translated', async (language) => {
    const [reference, english, messages] = await Promise.all([loadMessages('zh_CN'), loadMessages('en_US'), loadMessages(language)]);
    expect(messageProblems(language, messages, reference, english, SAME_AS_ENGLISH_ALLOWED)).toEqual([]);
  });

  it('the check catches each kind of mistake', () => {
    const reference = { a: { title: '标题', body: '第{{n}}页' }, b: '好' };
    const english = { a: { title: 'Title here', body: 'Page {{n}}' }, b: 'OK' };
    const broken = { a: { title: 'Title here', body: 'Seite' }, b: ' ', c: 'extra' };
    expect(messageProblems('de_DE', broken, reference, english)).toEqual([
      'de_DE: a.title is still English ("Title here")',
      'de_DE: placeholders of a.body differ from zh_CN',
      'de_DE: empty b',
      'de_DE: extra c',
    ]);
    expect(messageProblems('de_DE', { a: { title: 'Titel' } }, reference, english)).toEqual(['de_DE: missing a.body', 'de_DE: missing b']);
    expect(messageProblems('en_US', english, reference, english)).toEqual([]);
  });

  it('refuses to load a language that is not supported', async () => {
    await expect(loadMessages('../../package' as never)).rejects.toThrow(RangeError);
  });
});
