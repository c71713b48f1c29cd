import { expect, test } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';
import { logOutFromPortal, whoAmI } from './identity-helpers';

const HOME = `/portal/${DEMO_SCHOOL}/home`;

test('logout clears the tokens, the cached user and sign-in storage, and keeps the browser\'s own storage', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'sxz-lang', value: 'en_US', url: baseURL! }]);
  await page.goto(`/login/index?redirect=${encodeURIComponent(HOME)}`);
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await expect(page.getByRole('button', { name: 'Lee Learner' })).toBeVisible();
  await page.evaluate((school) => {
    localStorage.setItem('login.account', 'learner');
    sessionStorage.setItem('login.redirect', '/portal');
    localStorage.setItem(`designer:unsaved:${school}:p1`, '{"kept":true}');
    localStorage.setItem('analyticsCookies', 'true');
  }, DEMO_SCHOOL);

  await logOutFromPortal(page, 'Lee Learner');
  await expect(page).toHaveURL(`/login/index?redirect=${encodeURIComponent(HOME)}`);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('access_token');
  expect(names).not.toContain('refresh_token');
  expect(names).not.toContain('session_hint');
  expect(await whoAmI(page)).toBeNull();
  const storage = await page.evaluate((school) => ({
    account: localStorage.getItem('login.account'),
    redirect: sessionStorage.getItem('login.redirect'),
    draft: localStorage.getItem(`designer:unsaved:${school}:p1`),
    analytics: localStorage.getItem('analyticsCookies'),
  }), DEMO_SCHOOL);
  expect(storage).toEqual({ account: null, redirect: null, draft: '{"kept":true}', analytics: 'true' });

  // Back in history the app shows the portal to a visitor: no user is left in its cache.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lee Learner' })).toHaveCount(0);
});
