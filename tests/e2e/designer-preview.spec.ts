import { expect, test, type Page } from '@playwright/test';
import { openDesigner, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

const viewportWidth = async (page: Page) => Math.round((await page.getByTestId('canvas-viewport').boundingBox())!.width);

test('the canvas previews at 375, 768 and 1280 px and in another language, right to left for Arabic, by mouse', async ({ page }) => {
  await page.setViewportSize({ width: 1900, height: 1000 });
  await openDesigner(page);
  const widths = page.getByRole('group', { name: 'Preview width' });
  await widths.getByLabel('Phone (375 px)').check();
  await expect.poll(() => viewportWidth(page)).toBe(375);
  await widths.getByLabel('Tablet (768 px)').check();
  await expect.poll(() => viewportWidth(page)).toBe(768);
  await widths.getByLabel('Desktop (1280 px)').check();
  await expect.poll(() => viewportWidth(page)).toBe(1280);

  await page.getByLabel('Preview language').selectOption('ar_SA');
  await expect(page.getByTestId('canvas-viewport')).toHaveAttribute('dir', 'rtl');
  // Blocks are drawn in ar_SA: their words come from the Arabic messages.
  await expect(page.getByTestId('canvas-viewport')).toContainText(/[\u0600-\u06FF]/);
  await page.getByLabel('Preview language').selectOption('fr_FR');
  await expect(page.getByTestId('canvas-viewport')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Preview language').selectOption('');
  await expect(page.getByTestId('canvas-viewport')).not.toHaveAttribute('dir');
});

test('the preview width and language change from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1900, height: 1000 });
  await openDesigner(page);
  await page.getByLabel('Fit').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Phone (375 px)')).toBeChecked();
  await expect.poll(() => viewportWidth(page)).toBe(375);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => viewportWidth(page)).toBe(768);
  await page.getByLabel('Preview language').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Preview language')).toHaveValue('zh_CN');
  await expect(page.getByTestId('canvas-viewport')).toHaveAttribute('lang', 'zh-CN');
});
