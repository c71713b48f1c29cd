import { expect, test } from '@playwright/test';
import { submitLogin, waitForApp } from './helpers';

test('store mode: /register/welcome leads to creating a school, through /register/creating to /register/success', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/register/welcome?sxz-lang=en_US');
  await expect(page.getByRole('heading', { name: 'Welcome to your store' })).toBeVisible();
  await waitForApp(page);
  await page.getByRole('link', { name: 'Create a school' }).click();
  // Creating a school needs an account: log in first, then come back.
  await expect(page).toHaveURL(/\/login\/index\?redirect=%2Fregister%2Fcreate/);
  await submitLogin(page, 'teacher');
  await expect(page).toHaveURL(/\/register\/create$/);
  await page.getByLabel('School name').fill('Teacher Store');
  await page.getByRole('button', { name: 'Create school' }).click();
  await expect(page).toHaveURL(/\/register\/success\?schoolId=\d{19}$/);
  await expect(page.getByRole('heading', { name: 'Your school is ready' })).toBeVisible();
  expect(visited).toContain('/register/creating');
});
