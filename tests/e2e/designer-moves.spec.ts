import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDesigner, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));
// Tall enough that a block and the place it is dragged to are on screen together, as a person would drag.
test.use({ viewport: { width: 1280, height: 1400 } });

const canvas = (page: Page) => page.getByRole('region', { name: 'Canvas' });
const topFrames = (page: Page) => canvas(page).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');
const idsOf = (page: Page) => topFrames(page).evaluateAll((frames) => frames.map((f) => f.getAttribute('data-frame-id')));
const frame = (page: Page, id: string) => page.locator(`[data-frame-id="${id}"]`);
const handle = (page: Page, id: string) => frame(page, id).getByRole('button', { name: /^Move / }).first();
const edit = (page: Page) => page.getByRole('group', { name: 'Edit' });
/** The demo home page's columns block: Live cards in its first column, Hot ranking in its second. */
const columnsId = async (page: Page) => (await canvas(page).locator('[data-block-frame]').filter({ has: page.locator('[data-drop-list$=":first"]') }).first().getAttribute('data-frame-id'))!;

/** Drags a block's handle with the mouse, in small steps, to a point given as fractions of another element's box. */
async function dragHandle(page: Page, id: string, to: Locator, fx: number, fy: number) {
  await to.scrollIntoViewIfNeeded();
  await handle(page, id).hover();
  const from = (await handle(page, id).boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  const box = (await to.boundingBox())!;
  await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 15 });
  await expect(page.getByTestId('drop-indicator')).toBeVisible();
  await page.mouse.up();
}

test('blocks move by mouse on the canvas, within the page and into a column, and Undo and Redo buttons step it back and forth', async ({ page }) => {
  await openDesigner(page);
  const start = await idsOf(page);
  const [first, second] = [start[0]!, start[1]!];

  // Within the page: the first block dropped on the lower half of the second lands after it.
  await dragHandle(page, first, frame(page, second), 0.5, 0.8);
  await expect.poll(() => idsOf(page)).toEqual([second, first, ...start.slice(2)]);

  // Across lists: the block after the columns, dropped on the lower half of the first column's block, goes into that column.
  const columns = await columnsId(page);
  const after = start[start.indexOf(columns) + 1]!;
  const firstColumn = page.locator(`[data-drop-list="${columns}:first"]`);
  const inColumn = firstColumn.locator('[data-block-frame]');
  const before = await inColumn.count();
  await frame(page, columns).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await dragHandle(page, after, inColumn.last(), 0.5, 0.8);
  await expect(inColumn).toHaveCount(before + 1);
  await expect(inColumn.last()).toHaveAttribute('data-frame-id', after);
  expect(await idsOf(page)).not.toContain(after);

  // One drag is one step, undone and redone from the toolbar.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(inColumn).toHaveCount(before);
  await expect.poll(() => idsOf(page)).toEqual([second, first, ...start.slice(2)]);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(inColumn.last()).toHaveAttribute('data-frame-id', after);
});

test('blocks move by keyboard on the canvas into a column and out again, each step announced', async ({ page }) => {
  await openDesigner(page);
  const start = await idsOf(page);
  const moved = start[0]!;
  const columns = await columnsId(page);
  const announced = page.locator('[id^="DndLiveRegion"]');

  await handle(page, moved).focus();
  await page.keyboard.press('Space');
  await expect(announced).toContainText('Picked up');
  // Down through the page's gaps until the first column's first place.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('ArrowDown');
    if (/in Columns: First column/.test((await announced.textContent()) ?? '')) break;
  }
  await expect(announced).toContainText('is over position 1 of 2 in Columns: First column.');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('was dropped at position 1 of 2 in Columns: First column.');
  await expect(page.locator(`[data-drop-list="${columns}:first"] [data-block-frame]`).first()).toHaveAttribute('data-frame-id', moved);
  expect(await idsOf(page)).not.toContain(moved);

  // Back out to the top of the page with the keyboard.
  await handle(page, moved).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('ArrowUp');
    if (/is over position 1 of \d+\.$/.test(((await announced.textContent()) ?? '').trim())) break;
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => idsOf(page)).toEqual(start);
});

test('copy and paste from the toolbar buttons, and release from the keyboard', async ({ page }) => {
  await openDesigner(page);
  const start = await idsOf(page);
  await topFrames(page).nth(1).click({ position: { x: 4, y: 4 } });
  await edit(page).getByRole('button', { name: 'Copy' }).click();
  await topFrames(page).last().click({ position: { x: 4, y: 4 } });
  await edit(page).getByRole('button', { name: 'Paste' }).click();
  await expect(topFrames(page)).toHaveCount(start.length + 1);
  const type = (at: Locator) => at.getAttribute('data-block-type');
  expect(await type(topFrames(page).last())).toBe(await type(topFrames(page).nth(1)));
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(topFrames(page)).toHaveCount(start.length);

  // Release, reached and pressed from the keyboard (the draft as the test found it, so the portal stays as other tests expect).
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });
  await page.getByRole('button', { name: 'Release', exact: true }).focus();
  await page.keyboard.press('Enter');
  // The dialog takes focus at its first control; Tab reaches Release now.
  const dialog = page.getByRole('dialog', { name: 'Release this page' });
  await expect(dialog.getByLabel('Note (optional)')).toBeFocused();
  await dialog.getByRole('button', { name: 'Release now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Released version \d+/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
});
