import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadEditorMessages } from '../i18n';
import { localizeErrorMessage, localizeErrors } from './error-messages';

async function tFor(lng: 'en_US' | 'zh_CN' | 'de_DE') {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { editor: await loadEditorMessages(lng) } }, defaultNS: 'editor', interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('localizeErrorMessage', () => {
  it.each([
    ['is required', 'en_US', 'is required'],
    ['must match pattern "^(|https://.+)$"', 'en_US', 'is not in the expected format'],
    ['must be <= 20', 'en_US', 'must be at most 20'],
    ['must be >= 1', 'zh_CN', '不能小于 1'],
    ['must be equal to one of the allowed values', 'de_DE', 'muss eine der aufgeführten Optionen sein'],
    ['must NOT have more than 60 characters', 'zh_CN', '不能超过 60 个字符'],
    ['must NOT have more than 8 items', 'en_US', 'must not have more than 8 items'],
    ['must be integer', 'en_US', 'must be of type integer'],
    ['duplicates block id b_1', 'zh_CN', 'duplicates block id b_1'],
  ] as const)('%s in %s → %s', async (message, lng, expected) => {
    expect(localizeErrorMessage(message, await tFor(lng))).toBe(expected);
  });

  it('keeps each error’s pointer', async () => {
    expect(localizeErrors([{ pointer: '/count', message: 'must be <= 20' }], await tFor('zh_CN'))).toEqual([{ pointer: '/count', message: '不能大于 20' }]);
  });
});
