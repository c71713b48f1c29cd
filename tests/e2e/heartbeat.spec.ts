import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';

const HOME = `/portal/${DEMO_SCHOOL}/home`;

/** Counts the page's requests to `path` from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

const countMeCalls = (page: Page) => countCalls(page, '/api/accounts/users/me');

test('while logged in the app calls in every 5 minutes, renewing an access token that ran out', async ({ page, context }) => {
  await page.clock.install();
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(HOME)}`);
  await submitLogin(page, 'learner');
  await expect(page.getByRole('button', { name: 'Lee Learner' })).toBeVisible();
  const calls = countMeCalls(page);

  // The installed clock also flows with real time: the seconds between the heartbeat's start (at
  // sign-in) and this point are already counted, so the window around 5 minutes leaves 30 s for them.
  await page.clock.runFor(270_000);
  expect(calls()).toBe(0);
  await page.clock.runFor(40_000);
  await expect.poll(calls).toBe(1);

  // The access token is gone (it expired): the next heartbeat renews it from the refresh token.
  await context.clearCookies({ name: 'access_token' });
  await page.clock.runFor(300_000);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'access_token')).toBe(true);
  await expect(page.getByRole('button', { name: 'Lee Learner' })).toBeVisible();
  expect(calls()).toBeGreaterThanOrEqual(2);
});

test('a visitor makes no heartbeat calls', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${HOME}?sxz-lang=en_US`);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // The beat itself is counted: a visitor's stale answer may still be asked again when the window
  // regains focus (react-query's own refetch), which is no heartbeat, and at most once.
  const beats = countCalls(page, '/api/platform/v1/heartbeat');
  const calls = countMeCalls(page);
  await page.clock.runFor(900_000);
  expect(beats()).toBe(0);
  expect(calls()).toBeLessThanOrEqual(1);
});

test('/403 and /insufficient-permissions say the user may not, and lead home', async ({ page }) => {
  for (const path of ['/403', '/insufficient-permissions']) {
    await page.goto(`${path}?sxz-lang=en_US`);
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});
