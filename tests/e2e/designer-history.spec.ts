import { expect, test, type Page } from '@playwright/test';
import { openDesigner, openTool, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

const history = (page: Page) => page.getByRole('region', { name: 'History' });
const steps = (page: Page) => history(page).getByRole('listitem');
const courses = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame][data-block-type="course-cards"]').first();

test('typing in a field is one named step, and clicking a step of the history list returns to it', async ({ page }) => {
  await openDesigner(page);
  await openTool(page, 'History');
  await expect(steps(page)).toHaveText(['Page opened']);
  await courses(page).click({ position: { x: 4, y: 4 } });
  const heading = page.getByRole('region', { name: 'Inspector' }).getByLabel('Heading (en_US)', { exact: true });
  await heading.click();
  await heading.press('Control+a');
  await heading.pressSequentially('Fresh courses');
  await page.getByRole('region', { name: 'Canvas' }).click({ position: { x: 2, y: 2 } });
  await expect(steps(page)).toHaveText(['Page opened', 'Edit field']);
  await courses(page).click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Control+d');
  await expect(steps(page)).toHaveText(['Page opened', 'Edit field', 'Duplicate blocks']);
  await expect(history(page).getByRole('button', { name: 'Duplicate blocks' })).toHaveAttribute('aria-current', 'step');

  await history(page).getByRole('button', { name: 'Page opened' }).click();
  await expect(page.getByRole('region', { name: 'Canvas' }).getByText('Fresh courses')).toHaveCount(0);
  await expect(history(page).getByRole('button', { name: 'Page opened' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
});

test('the history list works from the keyboard', async ({ page }) => {
  await openDesigner(page);
  await openTool(page, 'History');
  const frames = page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');
  const count = await frames.count();
  await frames.nth(0).focus();
  await page.keyboard.press('Control+d');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(steps(page)).toHaveText(['Page opened', 'Duplicate blocks', 'Move blocks']);
  await history(page).getByRole('button', { name: 'Duplicate blocks' }).focus();
  await page.keyboard.press('Enter');
  await expect(history(page).getByRole('button', { name: 'Duplicate blocks' })).toHaveAttribute('aria-current', 'step');
  await history(page).getByRole('button', { name: 'Page opened' }).focus();
  await page.keyboard.press('Enter');
  await expect(frames).toHaveCount(count);
  await history(page).getByRole('button', { name: 'Move blocks' }).focus();
  await page.keyboard.press('Enter');
  await expect(frames).toHaveCount(count + 1);
});
