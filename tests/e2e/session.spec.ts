import { expect, test } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';

test('an expired access token is renewed from the refresh token without the user noticing', async ({ page, context, baseURL }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/design/${DEMO_SCHOOL}`)}`);
  await submitLogin(page, 'admin');
  await expect(page.getByRole('region', { name: 'Canvas' })).toBeVisible();

  // The short-lived access token runs out (here: is replaced by a worthless one); the refresh token lives on.
  await context.addCookies([{ name: 'access_token', value: 'expired', url: baseURL! }]);
  await page.goto(`/design/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await expect(page.getByRole('region', { name: 'Canvas' })).toBeVisible();
  const renewed = (await context.cookies()).find((c) => c.name === 'access_token');
  expect(renewed?.value).not.toBe('expired');
});

test('logging out ends the session: the designer sends the user to login again', async ({ page }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/design/${DEMO_SCHOOL}`)}`);
  await submitLogin(page, 'admin');
  await expect(page.getByRole('region', { name: 'Canvas' })).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login\/index/);
  await page.goto(`/design/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
});
