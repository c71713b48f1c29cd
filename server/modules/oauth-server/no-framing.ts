import type { FastifyInstance } from 'fastify';

/** The app's consent screen paths; the browser router matches them in any case and with a trailing slash. */
const CONSENT_SCREEN = /^\/(oauth2|bignet)\/v1\/authorize\/?$/i;

/**
 * The consent screen is never drawn inside another page's frame, where a disguised Allow button could
 * be clicked for the member (clickjacking). Its page says so with the CSP directive `frame-ancestors
 * 'none'`, sent beside any policy already set (browsers enforce every policy they get), and with
 * X-Frame-Options DENY for browsers without CSP. The screen itself also refuses to ask when framed.
 */
export function forbidFramingOfConsentScreen(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!CONSENT_SCREEN.test(request.url.split('?')[0] ?? '')) return payload;
    const policies = [reply.getHeader('content-security-policy')].flat().filter((value) => value !== undefined).map(String);
    reply.header('content-security-policy', [...policies, "frame-ancestors 'none'"]);
    reply.header('x-frame-options', 'DENY');
    return payload;
  });
}
