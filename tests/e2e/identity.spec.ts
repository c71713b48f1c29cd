import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_SCHOOL, DEMO_SUB_SCHOOL, submitLogin, waitForApp } from './helpers';

const MULTI = { account: 'multi', password: 'multi-pass-2026', mobile: '13800000001', email: 'multi@demo.example' };

/** The newest message the dev outbox holds for a recipient (the server runs with the embedded adapter). */
async function outbox(request: APIRequestContext, recipient: string, channel: 'sms' | 'email' | 'captcha') {
  const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&channel=${channel}&limit=1`);
  expect(response.ok()).toBe(true);
  const [message] = (await response.json()).data as { body: string }[];
  if (!message) throw new Error(`nothing in the outbox for ${recipient}`);
  return message.body;
}
async function codeFor(request: APIRequestContext, recipient: string, channel: 'sms' | 'email') {
  let code: string | undefined;
  await expect.poll(async () => (code = (await outbox(request, recipient, channel).catch(() => '')).match(/\b(\d{6})\b/)?.[1])).toBeTruthy();
  return code!;
}
async function openLogin(page: Page, query = '') {
  await page.goto(`/login/index?sxz-lang=en_US${query}`);
  await waitForApp(page);
}

test.describe('login', () => {
  test('password: a member of two schools chooses one at /login/select', async ({ page }) => {
    await openLogin(page);
    await page.getByLabel('Account').fill(MULTI.account);
    await page.getByLabel('Password').fill(MULTI.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\/select$/);
    await expect(page.getByRole('heading', { name: 'Choose a school' })).toBeVisible();
    await page.getByRole('link', { name: 'Demo Branch School' }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/${DEMO_SUB_SCHOOL}/home`));
  });

  test('SMS code: the code from the outbox logs in and `redirect` brings the user back', async ({ page }) => {
    await openLogin(page, `&redirect=${encodeURIComponent(`/portal/${DEMO_SCHOOL}/search?keyword=x`)}`);
    await page.getByRole('tab', { name: 'SMS code' }).click();
    await page.getByLabel('Mobile number').fill(MULTI.mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('status')).toHaveText('A code was sent by SMS. It is valid for 10 minutes.');
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.getByLabel('Verification code').fill(await codeFor(page.request, MULTI.mobile, 'sms'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/${DEMO_SCHOOL}/search\\?keyword=x$`));
  });

  test('e-mail code: a wrong code says so, the right one logs in', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('tab', { name: 'E-mail code' }).click();
    await page.getByLabel('E-mail').fill(MULTI.email);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('status')).toHaveText('A code was sent by e-mail. It is valid for 10 minutes.');
    const code = await codeFor(page.request, MULTI.email, 'email');
    await page.getByLabel('Verification code').fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The code is wrong. Check it or ask for a new one.');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\/select$/);
  });

  test('after failed attempts the image captcha is asked for, and its answer lets the user in', async ({ page }) => {
    await openLogin(page, `&redirect=${encodeURIComponent(`/portal/${DEMO_SCHOOL}/home`)}`);
    await page.getByLabel('Account').fill(ACCOUNTS.teacher.account);
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('Password').fill(`wrong-password-${i}`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Wrong account or password.');
    }
    const image = page.getByRole('img', { name: 'Image with characters to type' });
    await expect(image).toBeVisible();
    await page.getByLabel('Password').fill(ACCOUNTS.teacher.password);
    await page.getByLabel('Characters in the image').fill(await outbox(page.request, ACCOUNTS.teacher.account, 'captcha'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/${DEMO_SCHOOL}/home`));
  });

  test('a logged-in user who opens login or register goes to /', async ({ page }) => {
    await openLogin(page);
    await submitLogin(page, 'learner');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.goto('/login/index?sxz-lang=en_US');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.goto('/register/index?sxz-lang=en_US');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
});

test('registration: account, school, invitation accepted by another user, and binding a mobile number', async ({ page, browser, baseURL }) => {
  const email = `new-${Date.now()}@example.org`;
  const mobile = `137${String(Date.now()).slice(-8)}`;
  await page.goto('/register/index?sxz-lang=en_US');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Mobile number or e-mail').fill(email);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(page.request, email, 'email'));
  await page.getByLabel('Your name').fill('Nora New');
  await page.getByLabel('New password').fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password is too common. Choose another.');
  await page.getByLabel('New password').fill('a long and unusual passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/register\/select$/);
  await page.getByRole('link', { name: 'Create a school' }).click();
  await page.getByLabel('School name').fill('Nora Academy');
  await page.getByLabel('School language').selectOption('en_US');
  await page.getByRole('button', { name: 'Create school' }).click();
  await expect(page).toHaveURL(/\/register\/success\?schoolId=\d{19}$/);
  const schoolId = new URL(page.url()).searchParams.get('schoolId')!;
  await expect(page.getByRole('heading', { name: 'Your school is ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an invitation link' }).click();
  const link = await page.getByLabel('Invitation link (valid for 7 days)').inputValue();
  expect(link.startsWith(`${baseURL}/register/invite?code=`)).toBe(true);

  // Someone else opens the invitation, logs in and joins.
  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.goto(`${link}&sxz-lang=en_US`);
  await expect(guest.getByText('You are invited to join Nora Academy.')).toBeVisible();
  await guest.getByRole('link', { name: 'Log in to join' }).click();
  await waitForApp(guest);
  await submitLogin(guest, 'learner');
  await expect(guest).toHaveURL(/\/register\/invite\?code=/);
  await guest.getByRole('button', { name: 'Join the school' }).click();
  await expect(guest).toHaveURL(new RegExp(`/portal/${schoolId}/home`));
  await other.close();

  // Binding a mobile number from the getting-started guide.
  await page.getByRole('link', { name: 'Getting started' }).click();
  await expect(page.getByTestId('bound-email')).toHaveText(email);
  await expect(page.getByTestId('bound-mobile')).toHaveText('not bound');
  await page.getByLabel('New mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(page.request, mobile, 'sms'));
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Bound. You can now log in with a code sent there.');
  await expect(page.getByTestId('bound-mobile')).toHaveText(mobile);
});

test('disabled-state pages and /refresh-token', async ({ page }) => {
  for (const [path, title] of [
    ['/disable', 'This school is disabled'],
    ['/disableLogin', 'Login is disabled'],
    ['/disableNetwork', 'Not available on this network'],
    ['/disableOrder', 'Ordering is disabled'],
  ]) {
    await page.goto(`${path}?sxz-lang=en_US`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  // Without a session, /refresh-token sends the visitor to log in, keeping where they were going.
  await page.goto(`/refresh-token?sxz-lang=en_US&redirect=${encodeURIComponent(`/portal/${DEMO_SCHOOL}/home`)}`);
  await expect(page).toHaveURL(/\/login\/index\?redirect=%2Fportal%2F/);
  await waitForApp(page);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(new RegExp(`/portal/${DEMO_SCHOOL}/home`));
  const before = (await page.context().cookies()).find((c) => c.name === 'refresh_token')?.value;
  await page.goto(`/refresh-token?redirect=${encodeURIComponent('//evil.example')}`);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  const after = (await page.context().cookies()).find((c) => c.name === 'refresh_token')?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});
