import { expect, test, type Page } from '@playwright/test';
import { openDesigner, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

const topFrames = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');

test('a draft saves itself shortly after the last change, and the saved state survives a reload', async ({ page }) => {
  await openDesigner(page);
  const count = await topFrames(page).count();
  await topFrames(page).nth(0).focus();
  await page.keyboard.press('Control+d');
  const state = page.getByTestId('save-state');
  await expect(state).toHaveText('Unsaved changes');
  const save = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/insert-user-renovation'));
  await expect(state).toHaveText('All changes saved', { timeout: 5000 });
  await save;
  await page.reload();
  await expect(topFrames(page)).toHaveCount(count + 1);

  // Restore the demo page for the other tests: delete the copy by mouse and let autosave store that too.
  await topFrames(page).nth(1).click({ position: { x: 4, y: 4 } });
  await page.getByRole('group', { name: 'Edit' }).getByRole('button', { name: 'Delete' }).click();
  await expect(state).toHaveText('Unsaved changes');
  await expect(state).toHaveText('All changes saved', { timeout: 5000 });
  await page.reload();
  await expect(topFrames(page)).toHaveCount(count);
});

test('an invalid field holds autosave back and says so', async ({ page }) => {
  await openDesigner(page);
  const courses = page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame][data-block-type="course-cards"]').first();
  await courses.click({ position: { x: 4, y: 4 } });
  await page.getByRole('region', { name: 'Inspector' }).getByLabel('Number of courses').fill('500');
  await expect(page.getByText('Saves automatically once the marked fields are fixed.')).toBeVisible({ timeout: 5000 });
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
});
