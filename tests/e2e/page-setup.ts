import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_SCHOOL } from './helpers';

const PORTAL = '/api/portal/api/v1/portal';

/** Logs a request context in (cookies stay on it). */
export async function logIn(request: APIRequestContext, who: keyof typeof ACCOUNTS) {
  const res = await request.post('/api/auth/oauth/token', { form: { grant_type: 'password', username: ACCOUNTS[who].account, password: ACCOUNTS[who].password } });
  expect(res.ok()).toBe(true);
}

/** A block of a page document. */
export const block = (type: string, id: string, props: Record<string, unknown>) => ({ id: `b_${id}`, type, v: 1, props });

/** The footer block as the system pages carry it, with the school type asked for. */
export const footerBlock = (schoolType: 'standard' | 'o3' = 'standard') =>
  block('footer', `e2e_footer_${schoolType}`, { copyright: { zh_CN: '© 测试', en_US: '© Test school' }, links: [], schoolType });

/**
 * Adds a custom page to the demo school with these blocks and releases it, as the administrator; answers
 * its id (open it at /portal/{school}/home?pageId=...). A page of its own keeps the demo pages untouched.
 */
export async function publishTestPage(request: APIRequestContext, name: string, blocks: unknown[]): Promise<string> {
  await logIn(request, 'admin');
  const created = await request.post(`${PORTAL}/v2/pages?schoolId=${DEMO_SCHOOL}`, { data: { name: { zh_CN: name, en_US: name } } });
  expect(created.ok(), await created.text()).toBe(true);
  const pageId = ((await created.json()) as { data: { id: string } }).data.id;
  const draft = await request.get(`${PORTAL}/select-user-renovation?schoolId=${DEMO_SCHOOL}&pageId=${pageId}`);
  const { revision } = ((await draft.json()) as { data: { revision: number } }).data;
  const saved = await request.post(`${PORTAL}/insert-user-renovation?schoolId=${DEMO_SCHOOL}`, {
    data: { pageId, revision, document: { schemaVersion: 1, settings: { isfullPage: false }, blocks } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const released = await request.put(`${PORTAL}/release-pages?schoolId=${DEMO_SCHOOL}&id=${pageId}`, { data: {} });
  expect(released.ok(), await released.text()).toBe(true);
  return pageId;
}

/** Deletes a page publishTestPage made (the request context is the administrator's). */
export async function deleteTestPage(request: APIRequestContext, pageId: string) {
  const res = await request.delete(`${PORTAL}/v2/pages?schoolId=${DEMO_SCHOOL}&id=${pageId}`);
  expect(res.ok(), await res.text()).toBe(true);
}
