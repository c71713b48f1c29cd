import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { apiErrorText } from './api-error-text';
import { editorI18n } from './test-support';

describe('apiErrorText', () => {
  it('words a known API error by its key in the designer’s language', async () => {
    const i18n = await editorI18n('zh_CN');
    const t = i18n.getFixedT('zh_CN', 'editor');
    expect(apiErrorText(new ApiError(403, 'auth.forbidden', 'Forbidden.'), t)).toBe('你没有修改此学校页面的权限。');
    expect(apiErrorText(new TypeError('Failed to fetch'), t)).toBe('无法连接服务器，请检查网络后重试。');
  });

  it('falls back to the server’s message for keys it has no words for, or that are not area.reason', async () => {
    const i18n = await editorI18n('de_DE');
    const t = i18n.getFixedT('de_DE', 'editor');
    expect(apiErrorText(new ApiError(409, 'class.full', 'The class is full.'), t)).toBe('The class is full.');
    expect(apiErrorText(new ApiError(404, 'auth', 'Not here.'), t)).toBe('Not here.');
    expect(apiErrorText(new ApiError(404, 'page.not_found', 'Page not found.'), t)).toBe('Diese Seite existiert nicht mehr.');
    expect(apiErrorText(new Error('odd'), t)).toBe('odd');
  });
});
