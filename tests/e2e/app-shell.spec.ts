import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';
import { deleteTestPage, footerBlock, publishTestPage } from './page-setup';

let o3Page = '';
let request: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  o3Page = await publishTestPage(request, 'Project school page', [footerBlock('o3')]);
});

test.afterAll(async () => {
  await deleteTestPage(request, o3Page);
  await request.dispose();
});

/**
 * Opens the o3 page drawn in the browser (?isVisit: no server render), the school answering as overseas
 * or not; the demo school is domestic and schools have no setting for it here, so the answer is replaced.
 */
async function openO3(page: Page, overseas: boolean) {
  await page.route('**/api/school/biz/open/schoolLanguage?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, overseas } } });
  });
  await page.goto(`/portal/${DEMO_SCHOOL}/home?pageId=${o3Page}&isVisit=true&sxz-lang=en_US`);
  const footer = page.locator('footer.page-footer');
  await expect(footer).toBeVisible();
  return footer;
}

test.describe('cookie settings of overseas o3 schools', () => {
  test('only an overseas o3 school offers them; the o3 cookie policy link says schoolType=o3', async ({ page }) => {
    const footer = await openO3(page, false);
    await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/commonUsage/cookiePolicy.htm?schoolType=o3&sxz-lang=en_US');
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  });

  test('analytics is off by default, stored as true/false; Reset, Save and close, Close', async ({ page }) => {
    const footer = await openO3(page, true);
    const stored = () => page.evaluate(() => localStorage.getItem('analyticsCookies'));
    const open = async () => {
      await footer.getByRole('button', { name: 'Cookie settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    let dialog = await open();
    const analytics = () => dialog.getByRole('switch', { name: 'Analytics cookies' });
    await expect(analytics()).not.toBeChecked();
    expect(await stored()).toBeNull();

    await analytics().check();
    await dialog.getByRole('button', { name: 'Save and close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await stored()).toBe('true');

    dialog = await open();
    await expect(analytics()).toBeChecked();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(analytics()).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save and close' }).click();
    expect(await stored()).toBe('false');

    // Close keeps what was stored.
    dialog = await open();
    await analytics().check();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(await stored()).toBe('false');
    dialog = await open();
    await expect(analytics()).not.toBeChecked();
  });
});

test.describe('the browser banner', () => {
  test('Chrome sees no banner', async ({ page }) => {
    await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
    await expect(page.locator('footer.page-footer')).toBeVisible();
    // The app-wide shell (banner, toasts, dialogs) has mounted: its toast region is there.
    await expect(page.locator('.toast-region')).toBeAttached();
    await expect(page.getByText('Chrome browser recommended')).toHaveCount(0);
  });

  test('another browser is told Chrome is recommended, and may dismiss it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    const page = await context.newPage();
    await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
    const banner = page.getByRole('note').filter({ hasText: 'Chrome browser recommended' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await context.close();
  });
});

test('toasts last 2 seconds and show one at a time', async ({ page }) => {
  await page.clock.install();
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`)}`);
  await submitLogin(page, 'learner');
  await page.waitForURL(/\/portal\/.*\/home/);
  await page.locator('footer').getByRole('link', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);

  const toasts = page.locator('.toast-region').getByRole('alert');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toasts).toHaveText(['Please enter your question']);
  await page.clock.runFor(1000);
  // A second message replaces the first: still one toast, and its 2 s start again.
  await dialog.getByLabel('Description').fill('It stops');
  await dialog.getByLabel('Phone number').fill('12345678901');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toasts).toHaveText(['Please enter a valid phone number']);
  await page.clock.runFor(1900);
  await expect(toasts).toHaveText(['Please enter a valid phone number']);
  await page.clock.runFor(200);
  await expect(toasts).toHaveCount(0);
});
