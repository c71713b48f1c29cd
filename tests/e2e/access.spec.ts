import { expect, test } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';

test.describe('who may open the designer', () => {
  test('a visitor is sent to login and comes back to the designer as administrator', async ({ page }) => {
    await page.goto(`/design/${DEMO_SCHOOL}?sxz-lang=en_US`);
    await expect(page).toHaveURL(/\/login\/index\?redirect=%2Fdesign%2F1100000000000000001/);
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(new RegExp(`/design/${DEMO_SCHOOL}`));
    await expect(page.getByRole('region', { name: 'Canvas' })).toBeVisible();
  });

  test('a learner is sent to /403', async ({ page }) => {
    await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/design/${DEMO_SCHOOL}`)}`);
    await submitLogin(page, 'learner');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
  });

  test('a wrong password says so and stays on the login page', async ({ page }) => {
    await page.goto('/login/index?sxz-lang=en_US');
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/index/);
  });

  test('a redirect off the site is refused', async ({ page }) => {
    await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent('//evil.example/x')}`);
    await submitLogin(page, 'teacher');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
});
