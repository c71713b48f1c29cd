import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_SCHOOL } from './helpers';
import { openDesigner, releasePage } from './designer-helpers';

/** Drags with the mouse, in small steps, as a person would. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }, beforeDrop?: () => Promise<void>) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  if (beforeDrop) await beforeDrop();
  await page.mouse.up();
}

test('an administrator drags a banner onto the home page, edits it, releases, and visitors see it', async ({ page, browser }) => {
  const canvas = await openDesigner(page);
  const frames = canvas.locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');
  const before = await frames.count();
  await frames.last().scrollIntoViewIfNeeded();
  const last = (await frames.last().boundingBox())!;

  const paletteBanner = page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Banner', exact: true });
  await drag(page, paletteBanner, { x: last.x + last.width / 2, y: last.y + last.height * 0.8 }, async () => {
    // While dragging over the lower half of the last block, the indicator shows the gap after it.
    await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-gap', String(before));
  });

  await expect(frames).toHaveCount(before + 1);
  // The new block landed last, where the indicator showed, and is selected for editing.
  const added = frames.last();
  await expect(added).toHaveAttribute('data-block-type', 'banner');
  await expect(added).toHaveAttribute('aria-current', 'true');

  const headline = `Spring term opens ${Date.now()}`;
  const inspector = page.getByRole('region', { name: 'Inspector' });
  await inspector.getByLabel('Title (en_US)', { exact: true }).fill(headline);
  await expect(canvas.getByRole('heading', { name: headline })).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');

  await releasePage(page, 'Spring term banner');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  const visitor = await browser.newContext();
  const portal = await visitor.newPage();
  await portal.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  const banners = portal.locator('[data-block-type="banner"]');
  await expect(banners.last().getByRole('heading', { name: headline })).toBeVisible();
  await expect(portal.locator('[data-block-id]').last()).toHaveAttribute('data-block-type', 'banner');
  await visitor.close();
});

test('blocks reorder from the keyboard, and a saved draft survives a reload', async ({ page }) => {
  const canvas = await openDesigner(page);
  const frames = canvas.locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');
  const firstId = await frames.nth(0).getAttribute('data-frame-id');
  const secondId = await frames.nth(1).getAttribute('data-frame-id');

  const handle = frames.nth(0).getByRole('button', { name: /^Move / });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  // Screen readers hear where the block is; the test waits for the same announcement.
  await expect(page.getByText(/is over position 2 of \d+/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(frames.nth(0)).toHaveAttribute('data-frame-id', secondId!);
  await expect(frames.nth(1)).toHaveAttribute('data-frame-id', firstId!);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  await page.reload();
  await expect(canvas.locator('[data-block-frame]').nth(0)).toHaveAttribute('data-frame-id', secondId!);
});

test('an invalid value is shown at its field and the draft is not saved', async ({ page }) => {
  const canvas = await openDesigner(page);
  const courses = canvas.locator('[data-block-frame][data-block-type="course-cards"]').first();
  await courses.click();
  const count = page.getByRole('region', { name: 'Inspector' }).getByLabel('Number of courses');
  await count.fill('500');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Number of courses');
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
});
