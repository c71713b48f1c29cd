import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';

async function headerNameBox(page: Page) {
  const name = page.locator('.nav-header__logo');
  await expect(name).toBeVisible();
  return (await name.boundingBox())!;
}

test('ar_SA mirrors the portal home right to left', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const ltr = await headerNameBox(page);
  await page.screenshot({ path: testInfo.outputPath('home-en_US.png') });

  await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=ar_SA`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
  const rtl = await headerNameBox(page);
  await page.screenshot({ path: testInfo.outputPath('home-ar_SA.png') });

  // The school name starts the header: at the left edge in English, at the right edge in Arabic.
  expect(ltr.x).toBeLessThan(100);
  expect(rtl.x + rtl.width).toBeGreaterThan(1280 - 100);
  // The language menu sits on the opposite side of the name in each direction.
  const select = (await page.getByRole('combobox').first().boundingBox())!;
  expect(select.x + select.width).toBeLessThan(rtl.x);
});

test('ar_SA mirrors the designer too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/design/${DEMO_SCHOOL}?sxz-lang=ar_SA`)}`);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/design\/\d+\?sxz-lang=ar_SA/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const palette = (await page.getByRole('region', { name: 'الكتل' }).boundingBox())!;
  const canvas = (await page.getByRole('region', { name: 'مساحة التصميم' }).boundingBox())!;
  const inspector = (await page.getByRole('region', { name: 'الخصائص' }).boundingBox())!;
  // Block list at the right edge, inspector at the left: the English layout, mirrored.
  expect(palette.x).toBeGreaterThan(canvas.x);
  expect(inspector.x).toBeLessThan(canvas.x);
  // The blocks are named in Arabic too (their labels load with the designer's messages).
  await expect(page.getByRole('region', { name: 'الكتل' }).getByRole('button', { name: 'لافتة', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'الكتل' }).getByRole('button', { name: 'Banner', exact: true })).toHaveCount(0);
});

test('routes the server does not draw arrive in the requested language and direction before any script runs', async ({ browser, request }) => {
  const shell = await request.get('/login/index?sxz-lang=ar_SA', { headers: { accept: 'text/html' } });
  expect(await shell.text()).toContain('<html lang="ar-SA" dir="rtl">');
  // Without scripts the page is what the server sent: already right to left, titled in Arabic.
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { cookie: 'sxz-lang=ja_JP' } });
  const page = await context.newPage();
  await page.goto('/register/index?sxz-lang=ar_SA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('بوابة المدرسة');
  // The cookie decides when the link names no language.
  await page.goto('/register/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await context.close();
});
