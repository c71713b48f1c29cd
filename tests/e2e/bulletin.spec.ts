import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_SCHOOL } from './helpers';
import { block, deleteTestPage, footerBlock, publishTestPage } from './page-setup';

const CONFIG = '/e2e/bulletin.json';
let pageId = '';
let request: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  pageId = await publishTestPage(request, 'Bulletin test', [block('bulletin', 'e2e_bulletin', { configUrl: CONFIG }), footerBlock()]);
});

test.afterAll(async () => {
  await deleteTestPage(request, pageId);
  await request.dispose();
});

const hour = 3_600_000;
const bulletin = (over: Record<string, unknown> = {}) => ({
  id: 41, content: 'Maintenance tonight from 22:00', status: 1,
  startTime: new Date(Date.now() - hour).toISOString(), endTime: new Date(Date.now() + hour).toISOString(), ...over,
});

/** Serves `body` as the bulletin JSON and opens the page; resolves once the page has read it and drawn. */
async function openWith(page: Page, body: unknown) {
  await page.unroute(`**${CONFIG}`);
  await page.route(`**${CONFIG}`, (route) => route.fulfill({ json: body }));
  const read = page.waitForResponse((r) => r.url().endsWith(CONFIG));
  await page.goto(`/portal/${DEMO_SCHOOL}/home?pageId=${pageId}&sxz-lang=en_US`);
  await read;
  await expect(page.locator('footer.page-footer')).toBeVisible();
  // One frame after the answer, the bulletin has drawn (or decided not to).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.getByRole('region', { name: 'Bulletin', exact: true });
}

test('a bulletin shows only while status is 1 and now lies between startTime and endTime', async ({ page }) => {
  await expect(await openWith(page, bulletin({ status: 0 }))).toHaveCount(0);
  await expect(await openWith(page, bulletin({ startTime: new Date(Date.now() + hour).toISOString(), endTime: new Date(Date.now() + 2 * hour).toISOString() }))).toHaveCount(0);
  await expect(await openWith(page, bulletin({ startTime: new Date(Date.now() - 2 * hour).toISOString(), endTime: new Date(Date.now() - hour).toISOString() }))).toHaveCount(0);
  const shown = await openWith(page, bulletin());
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Maintenance tonight from 22:00');
});

test('a closed bulletin stays hidden until one with a new id comes', async ({ page }) => {
  const shown = await openWith(page, bulletin());
  await shown.getByRole('button', { name: 'Close bulletin' }).click();
  await expect(shown).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bulletinClosedId'))).toBe('41');
  await expect(await openWith(page, bulletin())).toHaveCount(0);
  await expect(await openWith(page, bulletin({ content: 'Edited text, same id' }))).toHaveCount(0);
  const next = await openWith(page, bulletin({ id: 42, content: 'New term starts Monday' }));
  await expect(next).toBeVisible();
  await expect(next).toContainText('New term starts Monday');
});
