import { expect, test } from '@playwright/test';
import { DEMO_SCHOOL, waitForApp } from './helpers';

test.describe('the portal for visitors', () => {
  test('the demo home page draws its released blocks with real course data', async ({ page }) => {
    await page.goto(`/portal/${DEMO_SCHOOL}?sxz-lang=en_US`);
    await expect(page).toHaveURL(new RegExp(`/portal/${DEMO_SCHOOL}/home`));
    await expect(page.locator('[data-block-type="banner"]').first()).toBeVisible();
    const courses = page.locator('[data-block-type="course-cards"]').first();
    await expect(courses.locator('.card__title').first()).toBeVisible();
    expect(await courses.locator('.card__title').count()).toBeGreaterThan(1);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('switching the language keeps the page and sets <html lang>', async ({ page }) => {
    await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveTitle('Home - Demo School | School Portal');
    await waitForApp(page);
    await page.getByLabel('Language').selectOption('zh_CN');
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveURL(new RegExp(`/portal/${DEMO_SCHOOL}/home`));
    // The title follows the route and the language.
    await expect(page).toHaveTitle('首页 - 示范学校 | 学校门户');
    await page.goto('/login/index');
    await expect(page).toHaveTitle('登录 | 学校门户');
    // In a language the school's name lacks, the page name is still in that language (the name falls back).
    await page.goto(`/portal/${DEMO_SCHOOL}/search?sxz-lang=de_DE`);
    await expect(page).toHaveTitle('Suche - 示范学校 | Schulportal');
  });

  test('an unknown school says so', async ({ page }) => {
    await page.goto('/portal/1999999999999999999/home?sxz-lang=en_US');
    await expect(page.getByRole('heading', { name: 'This school could not be found.' })).toBeVisible();
  });

  test('deep links of the spec load the app', async ({ page }) => {
    const response = await page.goto(`/portal/${DEMO_SCHOOL}/search?keyword=x&sxz-lang=en_US`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-block-type="search"]')).toBeVisible();
    const unknown = await page.goto(`/portal/${DEMO_SCHOOL}/no-such-page?sxz-lang=en_US`);
    expect(unknown?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
