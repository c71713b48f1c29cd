import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../schemas/languages';
import { messageProblems } from '../../tests/message-checks';
import { loadApiErrorMessages } from './messages';

describe('API error messages', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the keys of zh_CN, translated, with the same placeholders', async (language) => {
    const [reference, english, messages] = await Promise.all([loadApiErrorMessages('zh_CN'), loadApiErrorMessages('en_US'), loadApiErrorMessages(language)]);
    expect(messageProblems(language, messages, reference, english)).toEqual([]);
  });

  it('refuses to load a language that is not supported', async () => {
    await expect(loadApiErrorMessages('../../package' as never)).rejects.toThrow(RangeError);
  });
});
