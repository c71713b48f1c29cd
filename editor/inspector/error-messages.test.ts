import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createDocumentValidator, createPropsValidator } from '../../renderer/validate';
import { loadEditorMessages } from '../i18n';
import { testRegistry } from '../test-blocks';
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
    ['duplicates block id b_one1', 'zh_CN', '区块 ID b_one1 重复'],
    ['something ajv never says', 'zh_CN', 'something ajv never says'],
  ] as const)('%s in %s → %s', async (message, lng, expected) => {
    expect(localizeErrorMessage(message, await tFor(lng))).toBe(expected);
  });

  it('keeps each error’s pointer', async () => {
    expect(localizeErrors([{ pointer: '/count', message: 'must be <= 20' }], await tFor('zh_CN'))).toEqual([{ pointer: '/count', message: '不能大于 20' }]);
  });
});

describe('the renderer’s own document checks', () => {
  const validate = createDocumentValidator(testRegistry);
  const text = (id: string, v = 1) => ({ id, type: 'text', v, props: { title: { en_US: 'Hi' } } });
  const messagesOf = (document: unknown) => {
    const result = validate(document);
    if (result.ok) throw new Error('expected the document to be refused');
    return result.errors.map((error) => error.message);
  };

  it.each([
    [
      'a repeated id, an unknown type, a newer block, a missing slot',
      {
        schemaVersion: 1,
        settings: { isfullPage: false },
        blocks: [text('b_one1'), text('b_one1'), { id: 'b_two2', type: 'nope', v: 1, props: {} }, text('b_three3', 7), { id: 'b_five5', type: 'columns', v: 1, props: {}, slots: { middle: [] } }],
      },
      ['区块 ID b_one1 重复', '未知的区块类型“nope”', '由更新版本的 text（v7）保存；此服务器最高只支持 v1', 'columns 没有名为“middle”的插槽'],
      ['wiederholt die Block-ID b_one1', 'unbekannter Blocktyp „nope“', 'wurde von einer neueren Version von text (v7) gespeichert; dieser Server kennt nur bis v1', 'columns hat keinen Bereich „middle“'],
    ],
    ['a document from newer code', { schemaVersion: 99, settings: { isfullPage: false }, blocks: [] }, ['由更新的程序（v99）保存；此服务器最高只能读取 v1'], ['wurde von neuerem Code (v99) gespeichert; dieser Server liest nur bis v1']],
  ])('%s reads in the UI language', async (_name, document, chinese, german) => {
    const messages = messagesOf(document);
    const [zh, de] = await Promise.all([tFor('zh_CN'), tFor('de_DE')]);
    expect(messages.map((message) => localizeErrorMessage(message, zh))).toEqual(chinese);
    expect(messages.map((message) => localizeErrorMessage(message, de))).toEqual(german);
  });

  it('an older block and an unknown type in the as-you-type check', async () => {
    const zh = await tFor('zh_CN');
    expect(localizeErrorMessage('is v1; migrate to v2 before saving', zh)).toBe('为 v1；保存前须迁移到 v2');
    expect(createPropsValidator(testRegistry)('gone', {}).map((error) => localizeErrorMessage(error.message, zh))).toEqual(['未知的区块类型“gone”']);
  });
});
