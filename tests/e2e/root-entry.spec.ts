import { expect, test, type APIRequestContext } from '@playwright/test';
import { IDP_CLIENTS } from '../support/test-idp';
import { DEMO_SCHOOL, submitLogin } from './helpers';
import { adminApi, bindDemoAccount, idpIssuer, signInAtProvider, whoAmI } from './identity-helpers';

let api: APIRequestContext;
let closedSchool: string;

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
  // A school open to its members only, created the way any administrator registers one.
  const res = await api.post('/api/school/schools/', { data: { name: 'Members Only Academy', defaultLanguage: 'en_US', openSchool: false } });
  expect(res.status(), await res.text()).toBe(201);
  closedSchool = ((await res.json()) as { data: { id: string } }).data.id;
});
test.afterAll(async () => {
  await api.dispose();
});
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sxz-lang', value: 'en_US', url: baseURL! }]);
});

test('the root path: an open school goes to its portal, a closed one to the login page, then to the portal once logged in', async ({ page }) => {
  await page.goto(`/?schoolId=${DEMO_SCHOOL}`);
  await expect(page).toHaveURL(new RegExp(`/portal/${DEMO_SCHOOL}(/home)?$`));

  await page.goto(`/?schoolId=${closedSchool}`);
  await expect(page).toHaveURL(`/login/index?redirect=${encodeURIComponent(`/portal/${closedSchool}`)}`);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(new RegExp(`/portal/${closedSchool}(/home)?$`));

  // Logged in, the root path goes straight to the school's portal.
  await page.goto(`/?schoolId=${closedSchool}`);
  await expect(page).toHaveURL(new RegExp(`/portal/${closedSchool}(/home)?$`));
});

test('the root path of a closed school that signs in elsewhere goes to the school\'s external login, and back to its portal', async ({ page, baseURL }) => {
  const provider = await api.put(`/api/school/schools/${closedSchool}/identity-providers/sso`, {
    data: { issuer: idpIssuer(), ...IDP_CLIENTS.sso, redirectUri: `${baseURL}/uniportal/callback` },
  });
  expect(provider.status(), await provider.text()).toBe(200);
  expect((await api.put(`/api/school/schools/${closedSchool}/login-method`, { data: { loginMethod: 3 } })).status()).toBe(200);
  try {
    await page.goto(`/?schoolId=${closedSchool}`);
    await expect(page).toHaveURL(new RegExp(`^${idpIssuer()}/interaction/`));
    await signInAtProvider(page, 'bob.idp');
    // Not linked yet: the person proves an account, and then lands on the school's portal.
    await expect(page).toHaveURL(/\/uniportal\/bind-account\?/);
    await bindDemoAccount(page, 'admin');
    await expect(page).toHaveURL(new RegExp(`/portal/${closedSchool}(/home)?$`));
    expect(await whoAmI(page)).toBe('Ada Admin');
  } finally {
    await api.put(`/api/school/schools/${closedSchool}/login-method`, { data: { loginMethod: 1 } });
    await api.delete(`/api/school/schools/${closedSchool}/identity-providers/sso`);
  }
});
