import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_SCHOOL, waitForApp } from './helpers';
import { adminApi, configureDemoSchool, resetDemoSchool, signInAtProvider, whoAmI } from './identity-helpers';

const HOME = `/portal/${DEMO_SCHOOL}/home`;
const PASSWORD = 'carol portal passphrase';
let api: APIRequestContext;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sxz-lang', value: 'en_US', url: baseURL! }]);
  api = await adminApi(baseURL!);
});
test.afterEach(async () => {
  await resetDemoSchool(api);
});

test('/uniportal/bound-account-verify: an account with the provider\'s e-mail is linked with its password alone', async ({ page, baseURL, request }) => {
  // A portal account registered with the e-mail the provider vouches for.
  const email = 'carol@idp.example';
  expect((await request.post('/api/accounts/open/email/verify_code', { data: { email, purpose: 'register' } })).status()).toBe(200);
  let code: string | undefined;
  await expect.poll(async () => {
    const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}&channel=email&limit=1`);
    const [message] = ((await res.json()) as { data: { body: string }[] }).data;
    return (code = message?.body.match(/\b(\d{6})\b/)?.[1]);
  }).toBeTruthy();
  const registered = await request.post('/api/accounts/open/register', { data: { email, code, password: PASSWORD, realName: 'Carol Portal' } });
  expect(registered.status(), await registered.text()).toBe(201);
  await request.delete('/api/auth/open/logout');

  await configureDemoSchool(api, baseURL!, { kind: 'sso', loginMethod: 3 });
  await page.goto(`/login/index?redirect=${encodeURIComponent(HOME)}`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Sign in with enterprise single sign-on' }).click();
  await signInAtProvider(page, 'carol.idp');

  await expect(page).toHaveURL(/\/uniportal\/bound-account-verify\?/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await expect(page.getByLabel('Account')).toHaveCount(0);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(/\/uniportal\/bound-account\?/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  expect(await whoAmI(page)).toBe('Carol Portal');
});
