import { expect, type Page } from '@playwright/test';

export const DEMO_SCHOOL = '1100000000000000001';
export const DEMO_SUB_SCHOOL = '1100000000000000002';
export const ACCOUNTS = {
  admin: { account: 'admin', password: 'admin-pass-2026' },
  teacher: { account: 'teacher', password: 'teacher-pass-2026' },
  learner: { account: 'learner', password: 'learner-pass-2026' },
} as const;

/** Fills and submits the login form the user is on (English UI). */
export async function submitLogin(page: Page, who: keyof typeof ACCOUNTS) {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Account').fill(ACCOUNTS[who].account);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Waits until the app is interactive: a server-rendered page has hydrated (keyboard input needs its handlers). */
export async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
