import { expect, test } from '@playwright/test';
import { DEMO_SCHOOL, waitForApp } from './helpers';

const HOME = `/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`;

test('a released page arrives drawn, with its block data, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(HOME);
  await expect(page.locator('[data-block-type="banner"] h2').first()).toBeVisible();
  await expect(page.locator('[data-block-type="course-cards"] .card__title').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await context.close();
});

test('hydration fetches nothing again and moves nothing', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(HOME);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-block-type="course-cards"] .card__title').first()).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);

  // The page is live after hydration: switching the language redraws it in place.
  await waitForApp(page);
  await page.getByLabel('Language').selectOption('zh_CN');
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
});

test('the page names its icon, and the icon is served', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => response.status() >= 400 && missing.push(`${response.status()} ${response.url()}`));
  await page.goto(HOME);
  await waitForApp(page);
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(missing).toEqual([]);
});
