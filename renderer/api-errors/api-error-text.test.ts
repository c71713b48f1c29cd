import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../schemas/languages';
import { ApiError } from '../api';
import { apiErrorMessageKey, apiErrorText } from './api-error-text';
import { API_ERRORS_NS, ensureApiErrorMessages, loadApiErrorMessages } from './messages';

/** An i18next instance like the app's: its own namespace (with a fallback message) plus the API errors. */
async function tFor(lng: Language, ns = 'common') {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { [ns]: { failed: `failed in ${lng}` } } }, defaultNS: ns, interpolation: { escapeValue: false } });
  await ensureApiErrorMessages(i18n, lng);
  return i18n.getFixedT(lng, ns);
}

describe('apiErrorText', () => {
  it('words a known API error by its stable key in the UI language, whatever the caller’s namespace', async () => {
    const t = await tFor('zh_CN', 'editor');
    expect(apiErrorText(new ApiError(403, 'auth.forbidden', 'Forbidden.'), t)).toBe('你没有执行此操作的权限。');
    expect(apiErrorText(new ApiError(409, 'navigation.has_children', 'Has children.'), t)).toBe('请先移动或删除其下的导航项。');
    expect(apiErrorText(new TypeError('Failed to fetch'), t)).toBe('无法连接服务器，请检查网络后重试。');
  });

  it('says how long to wait on every rate limit, from the error’s details', async () => {
    const t = await tFor('en_US');
    for (const key of ['auth.rate_limited', 'code.rate_limited', 'qr.rate_limited', 'upload.rate_limited']) {
      expect(apiErrorText(new ApiError(429, key, 'Slow down.', [{ retryAfterSeconds: 42 }]), t), key).toBe('Too many attempts. Try again in 42 seconds.');
    }
    expect(apiErrorText(new ApiError(429, 'auth.rate_limited', 'Slow down.'), t)).toBe('Too many attempts. Try again in 60 seconds.');
  });

  it('words every refused part of a request like a refused body', async () => {
    const t = await tFor('de_DE');
    expect(apiErrorText(new ApiError(400, 'request.invalid_query', 'querystring/x must be string'), t)).toBe('Bitte prüfen Sie Ihre Eingaben.');
  });

  it('falls back to the server’s message for client errors it has no words for, or whose key is not area.reason', async () => {
    const t = await tFor('de_DE');
    expect(apiErrorText(new ApiError(409, 'room.full', 'The class is full.'), t)).toBe('The class is full.');
    expect(apiErrorText(new ApiError(404, 'auth', 'Not here.'), t)).toBe('Not here.');
    expect(apiErrorText(new ApiError(404, 'constructor.prototype', 'Odd.'), t)).toBe('Odd.');
    expect(apiErrorText(new ApiError(404, 'page.not_found', 'Page not found.'), t)).toBe('Diese Seite existiert nicht mehr.');
    expect(apiErrorText(new Error('odd'), t)).toBe('odd');
  });

  it('uses the caller’s fallback for server errors it has no words for and for failures that are no API error', async () => {
    const t = await tFor('fr_FR');
    expect(apiErrorText(new ApiError(502, 'gateway.down', 'Bad gateway'), t, 'failed')).toBe('failed in fr_FR');
    expect(apiErrorText(new ApiError(409, 'room.full', 'The class is full.'), t, 'failed')).toBe('The class is full.');
    expect(apiErrorText(new ApiError(500, 'server.internal', 'Something went wrong on our side.'), t, 'failed')).toBe('Un problème est survenu de notre côté. Réessayez plus tard.');
    expect(apiErrorText(new Error('boom'), t, 'failed')).toBe('failed in fr_FR');
    expect(apiErrorText(new ApiError(502, 'gateway.down', 'Bad gateway'), t)).toBe('Bad gateway');
  });
});

// The keys each screen that shows server failures can meet (docs/api.md), by screen.
const SCREEN_ERROR_KEYS: Record<string, string[]> = {
  'every call': ['auth.unauthenticated', 'auth.forbidden', 'school.not_found', 'request.invalid_body', 'request.invalid_query', 'request.invalid_school_id', 'request.cross_site', 'request.unsupported_media_type', 'request.body_too_large', 'server.internal'],
  login: ['auth.invalid_credentials', 'auth.rate_limited', 'auth.captcha_required', 'auth.invalid_refresh_token', 'captcha.invalid', 'code.invalid', 'code.expired', 'code.used', 'code.too_many_attempts', 'code.rate_limited', 'account.rate_limited', 'messaging.unavailable', 'thirdparty.not_configured', 'thirdparty.code_rejected'],
  register: ['account.mobile_taken', 'account.email_taken', 'password.too_short', 'password.too_long', 'password.common', 'invitation.invalid', 'invitation.expired', 'school.rate_limited'],
  account: ['account.already_bound', 'bind.already_linked', 'bind.ticket_invalid'],
  identity: ['auth.code_missing', 'sso.not_configured', 'sso.denied', 'sso.invalid_state', 'sso.state_expired', 'sso.state_used', 'sso.code_rejected', 'sso.provider_unreachable', 'sso.userinfo_failed',
    'qr.not_found', 'qr.expired', 'qr.not_confirmed', 'qr.already_used', 'qr.already_answered', 'qr.rate_limited',
    'oauth.unknown_client', 'oauth.redirect_uri_mismatch', 'oauth.unsupported_response_type', 'oauth.invalid_request', 'oauth.invalid_client', 'oauth.invalid_grant'],
  'designer pages and navigation': ['page.not_found', 'page.version_not_found', 'page.not_released', 'page.system', 'page.in_navigation', 'page.code_taken', 'page.stale_revision', 'page.invalid_document', 'navigation.not_found', 'navigation.has_children', 'navigation.cycle'],
  'settings, support chat, permissions, points and moderation': ['config.invalid_value', 'config.unknown_key', 'chat.not_available', 'acl.not_member', 'content.rejected', 'resource.not_found'],
  'feedback and uploads': ['feedback.not_found', 'feedback.unknown_image', 'upload.no_file', 'upload.unsupported_type', 'upload.too_large', 'upload.too_many_pixels', 'upload.store_unavailable', 'upload.not_found', 'upload.rate_limited', 'upload.busy', 'upload.image_dimensions'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the error keys the screens can meet', () => {
  const documented = readFileSync('docs/api.md', 'utf8');
  const serverSource = sourceFiles('server').map((file) => readFileSync(file, 'utf8')).join('\n');

  it.each(Object.entries(SCREEN_ERROR_KEYS))('%s: each is a key the server has, with a message', async (_screen, keys) => {
    const messages = await loadApiErrorMessages('zh_CN');
    for (const key of keys) {
      expect(documented.includes(`\`${key}\``) || serverSource.includes(`'${key}'`), `${key} is neither in docs/api.md nor in server/`).toBe(true);
      const path = apiErrorMessageKey(key)!.split('.');
      const message = path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
      expect(typeof message, `${key} has no message`).toBe('string');
    }
  });

  it('the designer’s namespace cannot shadow them', () => {
    expect(API_ERRORS_NS).not.toBe('editor');
    expect(API_ERRORS_NS).not.toBe('common');
  });
});
