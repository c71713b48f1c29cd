import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';

/** Logs in as the demo administrator and opens the designer on the home page; returns the canvas. */
export async function openDesigner(page: Page): Promise<Locator> {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/design/${DEMO_SCHOOL}`)}`);
  await submitLogin(page, 'admin');
  const canvas = page.getByRole('region', { name: 'Canvas' });
  await expect(canvas.locator('[data-block-id]').first()).toBeVisible();
  return canvas;
}

/** Takes the draft back to how the test found it; autosave stores that, so later tests see the demo page. */
export async function restoreDraft(page: Page): Promise<void> {
  const opened = page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Page opened' });
  if (!(await opened.count())) return;
  await opened.click();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });
}
