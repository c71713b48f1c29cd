import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL } from './helpers';
import { bindDemoAccount, whoAmI } from './identity-helpers';

const HOME = `/portal/${DEMO_SCHOOL}/home`;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sxz-lang', value: 'en_US', url: baseURL! }]);
});

/** A code the stand-in messaging app issues for a person (THIRD_PARTY_LOGIN=fake). */
async function messagingAppCode(page: Page, subject: string): Promise<string> {
  const res = await page.request.post('/api/dev/third-party/welink/codes', { data: { subject, name: `Person ${subject}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { code: string } }).data.code;
}

test('messaging-app free login at the root path: link once, then straight in; a refused code falls back to the school', async ({ page }) => {
  await page.goto(`/?${new URLSearchParams({ code: await messagingAppCode(page, 'wl-e2e'), state: DEMO_SCHOOL, platformType: 'pc' })}`);
  await expect(page).toHaveURL(/\/uniportal\/bind-account\?/);
  await expect(page.getByText('You signed in as Person wl-e2e.')).toBeVisible();
  await bindDemoAccount(page, 'learner');
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await page.context().clearCookies({ name: 'access_token' });
  await page.context().clearCookies({ name: 'refresh_token' });

  await page.goto(`/?${new URLSearchParams({ code: await messagingAppCode(page, 'wl-e2e'), state: DEMO_SCHOOL, platformType: 'mobile' })}`);
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  expect(await whoAmI(page)).toBe('Lee Learner');

  // A code the app does not vouch for (030025): the root path goes on to the open school's portal.
  await page.context().clearCookies();
  await page.goto(`/?code=refused&state=${DEMO_SCHOOL}&sxz-lang=en_US`);
  await expect(page).toHaveURL(new RegExp(`/portal/${DEMO_SCHOOL}/home`));
  expect(await whoAmI(page)).toBeNull();
});

test('/welink/callback says why a refused code signs nobody in', async ({ page }) => {
  await page.goto(`/welink/callback?code=refused&state=${DEMO_SCHOOL}&platformType=pc`);
  await expect(page.getByRole('alert')).toHaveText('The messaging app could not confirm who you are (code 030025). Open the portal from the app again.');
  await expect(page.getByRole('link', { name: 'Back to the login page' })).toBeVisible();
});

test('a callback that arrives without its authorization code says to log in again', async ({ page }) => {
  for (const path of ['/hw/callback?state=abc', '/imc/callback?state=abc', `/welink/callback?state=${DEMO_SCHOOL}`]) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText('Verification failed, please Login again.');
    expect(await whoAmI(page)).toBeNull();
  }
});

test('/hw/callback: the party\'s sign-in page, back to the callback, bind, then sign in directly', async ({ page }) => {
  for (const round of [1, 2]) {
    await page.goto(`/api/auth/open/thirdlogin/hw/authorize?schoolId=${DEMO_SCHOOL}`);
    await expect(page.getByRole('heading', { name: 'Stand-in hw sign-in' })).toBeVisible();
    await page.getByLabel('Subject').fill('hw-e2e');
    await page.getByRole('button', { name: 'Continue' }).click();
    if (round === 1) {
      await expect(page).toHaveURL(/\/uniportal\/bind-account\?/);
      await bindDemoAccount(page, 'teacher');
      await page.context().clearCookies({ name: 'access_token' });
      await page.context().clearCookies({ name: 'refresh_token' });
    }
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  }
  expect(await whoAmI(page)).toBe('Tom Teacher');
});
