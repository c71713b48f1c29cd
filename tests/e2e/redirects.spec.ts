import { expect, test } from '@playwright/test';
import { submitLogin, waitForApp } from './helpers';

// A few of the table in schemas/bypass-forms.ts (the unit and API suites run all of it): the two dot-segment
// forms that once normalised to //evil.example, and one of each other kind.
const OFF_SITE = [
  '/..//evil.example',
  '/.//evil.example',
  '//evil.example/x',
  '/\\evil.example/x',
  '/%2F%2Fevil.example',
  'https:evil.example/x',
  'javascript:alert(document.domain)',
];

test('`redirect` after login never leaves the site: dot segments, //, /\\, encoded slashes, https: and javascript: all land on /', async ({ page, context }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  for (const redirect of OFF_SITE) {
    await context.clearCookies();
    await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(redirect)}`);
    await waitForApp(page);
    await submitLogin(page, 'learner');
    await expect(page, redirect).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  }
  // The last one ends on the portal's own landing screen, not a blank or foreign page.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Logged in, /refresh-token refuses the same targets.
  for (const redirect of OFF_SITE) {
    await page.goto(`/refresh-token?redirect=${encodeURIComponent(redirect)}`);
    await expect(page, redirect).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  }
  expect(dialogs).toBe(0);
});
