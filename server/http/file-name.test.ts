import { describe, expect, it } from 'vitest';
import { UNSAFE_NAMES } from '../../tests/support/file-names';
import { stripUnsafeNameCharacters } from './file-name';

describe('stripUnsafeNameCharacters', () => {
  it.each(UNSAFE_NAMES)('%j becomes %j', (raw, clean) => {
    expect(stripUnsafeNameCharacters(raw)).toBe(clean);
  });

  it('keeps every script, joiners and emoji as they are', () => {
    for (const name of ['数据库 班.xlsx', 'تقرير.pdf', 'שלום.png', 'مدرسه\u200cها.docx', '👩\u200d🏫 plan.pdf', "l'été (1).pdf"]) {
      expect(stripUnsafeNameCharacters(name)).toBe(name);
    }
  });
});
