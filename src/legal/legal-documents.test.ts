import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { LEGAL_DOCUMENTS, helpDocumentOf, withLanguageParam } from './legal-documents';

describe('legal and help documents', () => {
  it('picks the guide of /helpCenter/helpPage.htm by type', () => {
    expect(helpDocumentOf('1')).toBe('studentGuide');
    expect(helpDocumentOf('2')).toBe('adminGuide');
    expect(helpDocumentOf(null)).toBe('helpCenter');
    expect(helpDocumentOf('9')).toBe('helpCenter');
  });

  it('adds sxz-lang to every link', () => {
    expect(withLanguageParam('/privacy', 'de_DE')).toBe('/privacy?sxz-lang=de_DE');
    expect(withLanguageParam('/helpCenter/helpPage.htm?type=1', 'en_US')).toBe('/helpCenter/helpPage.htm?type=1&sxz-lang=en_US');
  });

  it('has a message for every title, intro and section of every document', async () => {
    const messages = (await loadMessages('zh_CN')) as unknown as { legal: Record<string, Record<string, string>> };
    for (const [doc, sections] of Object.entries(LEGAL_DOCUMENTS)) {
      const keys = ['title', 'intro', ...sections.flatMap((s) => [`${s}Title`, `${s}Body`])];
      for (const key of keys) expect(messages.legal[doc]?.[key], `legal.${doc}.${key}`).toBeTruthy();
    }
  });
});
