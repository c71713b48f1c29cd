import { expect, test } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin, waitForApp } from './helpers';
import { whoAmI } from './identity-helpers';

const HOME = `/portal/${DEMO_SCHOOL}/home`;

test('QR login: a phone logged in elsewhere confirms, and the desktop is signed in', async ({ page, browser, baseURL }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(HOME)}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Use a QR code instead' }).click();
  const panel = page.getByRole('region', { name: 'Use a QR code instead' });
  await expect(panel.getByRole('status')).toHaveText('Waiting for your phone…');
  await expect(panel.getByRole('img', { name: 'Login QR code' })).toBeVisible();
  const link = await panel.getByRole('link').getAttribute('href');
  expect(link).toMatch(new RegExp(`^${baseURL}/qr-login/confirm\\?qrId=`));

  // The phone: another browser, where the person logs in first, then opens the code's link.
  const phone = await browser.newContext({ baseURL });
  await phone.addCookies([{ name: 'sxz-lang', value: 'en_US', url: baseURL! }]);
  const phonePage = await phone.newPage();
  await phonePage.goto(link!);
  await expect(phonePage).toHaveURL(/\/login\/index\?redirect=/);
  await submitLogin(phonePage, 'learner');
  await expect(phonePage.getByRole('heading', { name: 'Log in on the computer?' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Scanned. Confirm on your phone.');
  await phonePage.getByRole('button', { name: 'Confirm login' }).click();
  await expect(phonePage.getByRole('status')).toHaveText('The computer is logged in. You can close this page.');

  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  expect(await whoAmI(page)).toBe('Lee Learner');
  await phone.close();
});

test('QR login: a code cancelled on the phone signs nobody in, and a new code can be shown', async ({ page, browser, baseURL }) => {
  await page.goto('/login/index?sxz-lang=en_US');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Use a QR code instead' }).click();
  const panel = page.getByRole('region', { name: 'Use a QR code instead' });
  const link = await panel.getByRole('link').getAttribute('href');

  const phone = await browser.newContext({ baseURL });
  await phone.addCookies([{ name: 'sxz-lang', value: 'en_US', url: baseURL! }]);
  const phonePage = await phone.newPage();
  await phonePage.goto(`/login/index?redirect=${encodeURIComponent(new URL(link!).pathname + new URL(link!).search)}`);
  await submitLogin(phonePage, 'teacher');
  await phonePage.getByRole('button', { name: 'Cancel' }).click();
  await expect(phonePage.getByRole('status')).toHaveText('Login cancelled.');

  await expect(panel.getByRole('status')).toHaveText('Cancelled on the phone.');
  expect(await whoAmI(page)).toBeNull();
  await panel.getByRole('button', { name: 'Show a new code' }).click();
  await expect(panel.getByRole('status')).toHaveText('Waiting for your phone…');
  await expect(panel.getByRole('link')).not.toHaveAttribute('href', link!);
  await phone.close();
});
