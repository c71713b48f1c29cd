import { expect, test, type Page } from '@playwright/test';
import { openDesigner, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

const paletteItem = (page: Page, name: string) => page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name, exact: true });
const topFrames = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');
/** What dnd-kit's live region last told screen readers. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const selectedId = async (page: Page) => (await page.locator('[data-block-frame][aria-current="true"]').getAttribute('data-frame-id'))!;

test('palette blocks are dragged by keyboard into nested slots: Space picks up, arrows step with announcements, Space drops, Escape cancels', async ({ page }) => {
  await openDesigner(page);
  const before = await topFrames(page).count();
  await topFrames(page).nth(0).click({ position: { x: 4, y: 4 } });
  // Enter still adds right after the selection.
  await paletteItem(page, 'Columns').press('Enter');
  await expect(topFrames(page)).toHaveCount(before + 1);
  const columnsId = await selectedId(page);
  await expect(topFrames(page).nth(1)).toHaveAttribute('data-frame-id', columnsId);

  // A section picked up with Space starts where Enter would add it (after the columns) and steps up into the second column.
  await paletteItem(page, 'Section').focus();
  await page.keyboard.press('Space');
  await expect(paletteItem(page, 'Section')).toHaveAttribute('aria-pressed', 'true');
  await expect(announced(page)).toContainText(`Section is over position 3 of ${before + 2}.`);
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-list', 'root');
  await page.keyboard.press('ArrowUp');
  await expect(announced(page)).toContainText('Section is over position 1 of 1 in Columns: Second column.');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-list', `${columnsId}:second`);
  await page.keyboard.press('Space');
  await expect(announced(page)).toContainText('Section was added to the page.');
  const second = page.locator(`[data-drop-list="${columnsId}:second"]`);
  await expect(second.locator('[data-block-frame]')).toHaveCount(1);
  const sectionId = await selectedId(page);
  await expect(second.locator('[data-block-frame]').first()).toHaveAttribute('data-frame-id', sectionId);
  await expect(topFrames(page)).toHaveCount(before + 1);

  // A divider goes one level deeper, into the section inside the column.
  await paletteItem(page, 'Divider').focus();
  await page.keyboard.press('Space');
  await expect(announced(page)).toContainText('Divider is over position 2 of 2 in Columns: Second column.');
  await page.keyboard.press('ArrowUp');
  await expect(announced(page)).toContainText('Divider is over position 1 of 1 in Section: Content.');
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-drop-list="${sectionId}:main"] [data-block-type="divider"]`)).toHaveCount(1);
  await expect(second.locator('[data-block-type="divider"]')).toHaveCount(1);

  // Escape puts nothing anywhere, and the key's release does not add the block either.
  const frames = await page.locator('[data-block-frame]').count();
  await paletteItem(page, 'Spacer').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(announced(page)).toContainText('Dragging Spacer was cancelled.');
  await expect(page.getByTestId('drop-indicator')).toHaveCount(0);
  expect(await page.locator('[data-block-frame]').count()).toBe(frames);

  // The page keeps one undo step per drop.
  await page.keyboard.press('Control+z');
  await expect(page.locator(`[data-drop-list="${sectionId}:main"] [data-block-frame]`)).toHaveCount(0);
});
