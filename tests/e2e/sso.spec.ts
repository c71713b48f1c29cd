import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin, waitForApp } from './helpers';
import { adminApi, bindDemoAccount, configureDemoSchool, idpIssuer, logOutFromPortal, resetDemoSchool, signInAtProvider, whoAmI } from './identity-helpers';

const HOME = `/portal/${DEMO_SCHOOL}/home`;
let api: APIRequestContext;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sxz-lang', value: 'en_US', url: baseURL! }]);
  api = await adminApi(baseURL!);
});
test.afterEach(async () => {
  await resetDemoSchool(api);
});

test('enterprise single sign-on: link on first sign-in, straight in afterwards, logout through the provider', async ({ page, baseURL }) => {
  await configureDemoSchool(api, baseURL!, { kind: 'sso', loginMethod: 3 });
  await page.goto(`/login/index?redirect=${encodeURIComponent(HOME)}`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Sign in with enterprise single sign-on' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idpIssuer()}/interaction/`));
  await signInAtProvider(page, 'bob.idp');

  await expect(page).toHaveURL(/\/uniportal\/bind-account\?/);
  await expect(page.getByText('You signed in as Bob Idp.')).toBeVisible();
  await bindDemoAccount(page, 'learner');
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  expect(await whoAmI(page)).toBe('Lee Learner');

  // Login method 3: logout ends the provider's session too, then comes back to the login page.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of the test provider?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login\/index$/);
  expect(await whoAmI(page)).toBeNull();

  // Linked now: after signing in at the provider the person is straight in.
  await page.goto(`/login/index?schoolId=${DEMO_SCHOOL}`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Sign in with enterprise single sign-on' }).click();
  await signInAtProvider(page, 'bob.idp');
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  expect(await whoAmI(page)).toBe('Lee Learner');

  // Opening the callback again (a replayed code) signs nobody in and says why.
  await page.goBack();
  await page.goto(`/uniportal/callback?code=replayed&state=replayed`);
  await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid.');
});

test('enterprise OAuth2: sign in and link, logout goes to the login page (method 2)', async ({ page, baseURL }) => {
  await configureDemoSchool(api, baseURL!, { kind: 'oauth2', loginMethod: 2 });
  await page.goto(`/login/index?schoolId=${DEMO_SCHOOL}`);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Sign in with enterprise single sign-on' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in with enterprise OAuth2' }).click();
  await signInAtProvider(page, 'ada.idp');
  await expect(page).toHaveURL(/\/uniportal\/bind-account\?/);
  await bindDemoAccount(page, 'teacher');
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  expect(await whoAmI(page)).toBe('Tom Teacher');

  await logOutFromPortal(page, 'Tom Teacher');
  await expect(page).toHaveURL(new RegExp(`/login/index\\?schoolId=${DEMO_SCHOOL}$`));
  expect(await whoAmI(page)).toBeNull();
});

test('logout with login method 4 goes to the enterprise logout URL; otherwise to the login page with redirect', async ({ page, baseURL }) => {
  await configureDemoSchool(api, baseURL!, { kind: 'sso', loginMethod: 4, logoutUrl: `${baseURL}/login/index?from=enterprise-logout` });
  await page.goto(`/login/index?redirect=${encodeURIComponent(HOME)}`);
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await logOutFromPortal(page, 'Lee Learner');
  await expect(page).toHaveURL(/\/login\/index\?from=enterprise-logout$/);
  expect(await whoAmI(page)).toBeNull();

  await configureDemoSchool(api, baseURL!, { loginMethod: 1 });
  await page.goto(`/login/index?redirect=${encodeURIComponent(HOME)}`);
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await logOutFromPortal(page, 'Lee Learner');
  await expect(page).toHaveURL(`/login/index?redirect=${encodeURIComponent(HOME)}`);
  expect(await whoAmI(page)).toBeNull();
});
