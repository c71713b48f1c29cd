import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Headers a browser sends with a request of this site's own page (host portal.test). */
export const SAME_ORIGIN = { host: 'portal.test', origin: 'https://portal.test', 'sec-fetch-site': 'same-origin' } as const;

/** GET /api/auth/v1/oauth/authorize as the member with `cookie`. */
export function authorizeAs(app: FastifyInstance, cookie: string, params: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({ url: `/api/auth/v1/oauth/authorize?${new URLSearchParams(params)}`, headers: { cookie, ...headers } });
}

/** The member's Allow or Deny on the consent screen (POST /api/auth/v1/oauth/consent), from this site's page unless `headers` say otherwise. */
export function answerConsent(app: FastifyInstance, cookie: string, ticket: string, decision: 'allow' | 'deny', headers: Record<string, string> = SAME_ORIGIN) {
  return app.inject({ method: 'POST', url: '/api/auth/v1/oauth/consent', headers: { cookie, ...headers }, payload: { ticket, decision } });
}

/**
 * Asks for a code as the member and allows on the consent screen when it is shown; returns the
 * redirect the browser is sent to (the application's, with `code` and `state`).
 */
export async function authorizeAllowing(app: FastifyInstance, cookie: string, params: Record<string, string>): Promise<string> {
  const asked = await authorizeAs(app, cookie, params);
  expect(asked.statusCode, asked.body).toBe(200);
  const data = asked.json().data as { status: 'redirect'; redirect: string } | { status: 'consent'; ticket: string };
  if (data.status === 'redirect') return data.redirect;
  const allowed = await answerConsent(app, cookie, data.ticket, 'allow');
  expect(allowed.statusCode, allowed.body).toBe(200);
  return allowed.json().data.redirect as string;
}

/** The `code` a redirect carries. */
export const codeOf = (redirect: string) => new URL(redirect).searchParams.get('code')!;
