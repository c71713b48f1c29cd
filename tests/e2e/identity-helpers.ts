import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { IDP_ACCOUNTS, IDP_CLIENTS } from '../support/test-idp';
import { ACCOUNTS, DEMO_SCHOOL, waitForApp } from './helpers';

/** The test OpenID provider's issuer (started by global-setup.ts). */
export function idpIssuer(): string {
  const issuer = process.env.E2E_IDP_ISSUER;
  if (!issuer) throw new Error('E2E_IDP_ISSUER is not set: tests/e2e/global-setup.ts did not run');
  return issuer;
}

/** An API client logged in as the demo administrator (its cookies kept between calls). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/auth/oauth/token', { form: { grant_type: 'password', username: ACCOUNTS.admin.account, password: ACCOUNTS.admin.password } });
  expect(res.status()).toBe(200);
  return api;
}

/** Points the demo school's provider of `kind` at the test provider and sets its login method. */
export async function configureDemoSchool(api: APIRequestContext, baseURL: string, options: { kind?: 'sso' | 'oauth2'; loginMethod: number; logoutUrl?: string }) {
  if (options.kind) {
    const callback = options.kind === 'sso' ? '/uniportal/callback' : '/enterpriseOauth2/callback';
    const res = await api.put(`/api/school/schools/${DEMO_SCHOOL}/identity-providers/${options.kind}`, {
      data: { issuer: idpIssuer(), ...IDP_CLIENTS[options.kind], redirectUri: `${baseURL}${callback}`, ...(options.logoutUrl ? { logoutUrl: options.logoutUrl } : {}) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const method = await api.put(`/api/school/schools/${DEMO_SCHOOL}/login-method`, { data: { loginMethod: options.loginMethod } });
  expect(method.status()).toBe(200);
}

/** Puts the demo school back as the other specs expect it: password login, no enterprise providers. */
export async function resetDemoSchool(api: APIRequestContext) {
  await api.put(`/api/school/schools/${DEMO_SCHOOL}/login-method`, { data: { loginMethod: 1 } });
  for (const kind of ['sso', 'oauth2']) await api.delete(`/api/school/schools/${DEMO_SCHOOL}/identity-providers/${kind}`);
  await api.dispose();
}

/** Signs in on the test provider's own page. */
export async function signInAtProvider(page: Page, login: keyof typeof IDP_ACCOUNTS) {
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(IDP_ACCOUNTS[login]!.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** On the bind screen: proves a demo account to link the outside identity, then continues to where the sign-in was for. */
export async function bindDemoAccount(page: Page, who: keyof typeof ACCOUNTS) {
  await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
  await waitForApp(page);
  await page.getByLabel('Account').fill(ACCOUNTS[who].account);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Account linked' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
}

/** The signed-in user's account as the API sees it in this page's browser context (null when anonymous). */
export async function whoAmI(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/accounts/users/me');
  return res.ok() ? ((await res.json()) as { data: { displayName: string } }).data.displayName : null;
}

/** Logs out from the portal's top bar: the account menu under the user's name, then "Log out". */
export async function logOutFromPortal(page: Page, displayName: string) {
  await waitForApp(page);
  await page.getByRole('button', { name: displayName }).click();
  await page.getByRole('link', { name: 'Log out' }).click();
}
