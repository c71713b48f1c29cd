import { expect, test } from '@playwright/test';
import { submitLogin, waitForApp } from './helpers';

const OFF_SITE = ['//evil.example/x', '/\\evil.example/x', 'https:evil.example/x', 'javascript:alert(document.domain)'];

test('`redirect` after login never leaves the site: //, /\\, https: and javascript: all land on /', async ({ page, context }) => {
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
  // Logged in, /refresh-token refuses the same targets.
  for (const redirect of OFF_SITE) {
    await page.goto(`/refresh-token?redirect=${encodeURIComponent(redirect)}`);
    await expect(page, redirect).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  }
  expect(dialogs).toBe(0);
});
