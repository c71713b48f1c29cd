import { expect, test, type Page } from '@playwright/test';
import { openDesigner, openTab, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

async function openOutline(page: Page) {
  await openDesigner(page);
  await openTab(page, 'Outline');
  return page.getByRole('tree', { name: 'Outline' });
}

const topFrames = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');
const frameIds = (page: Page) => topFrames(page).evaluateAll((frames) => frames.map((f) => f.getAttribute('data-frame-id')));
/** The outline's top-level rows (the demo home page also has blocks inside containers). */
const topRows = (page: Page) => page.getByRole('tree', { name: 'Outline' }).locator('[role="treeitem"][aria-level="1"]');
const row = (page: Page, id: string) => page.locator(`[role="treeitem"][data-outline-id="${id}"]`);
/** Adds a block type from the Blocks tab with Enter, then shows the outline again. */
async function addFromPalette(page: Page, name: string) {
  await openTab(page, 'Blocks');
  await page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name, exact: true }).press('Enter');
  await openTab(page, 'Outline');
}

test('the outline follows the canvas, selects blocks with the mouse and moves and nests them with buttons', async ({ page }) => {
  await openDesigner(page);
  await openTab(page, 'Outline');
  const items = topRows(page);
  const start = await frameIds(page);
  await expect(items).toHaveCount(start.length);

  await topFrames(page).nth(2).click({ position: { x: 4, y: 4 } });
  await expect(items.nth(2)).toHaveAttribute('aria-selected', 'true');

  await items.nth(0).click();
  await expect(topFrames(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await items.nth(1).click({ modifiers: ['Control'] });
  await expect(topFrames(page).nth(1)).toHaveAttribute('data-selected', 'true');
  const moves = page.getByRole('group', { name: 'Move the selected block' });
  await moves.getByRole('button', { name: 'Move down' }).click();
  expect(await frameIds(page)).toEqual([start[2], start[0], start[1], ...start.slice(3)]);
  await expect(items.nth(0)).toHaveAttribute('data-outline-id', start[2]!);

  // A section added after the first block; the block after it goes inside, then out again.
  await items.nth(0).click();
  await addFromPalette(page, 'Section');
  await expect(items).toHaveCount(start.length + 1);
  const moved = start[0]!;
  await row(page, moved).click();
  await moves.getByRole('button', { name: 'Move into the block above' }).click();
  await expect(row(page, moved)).toHaveAttribute('aria-level', '2');
  await expect(page.locator(`[data-block-type="section"] [data-frame-id="${moved}"]`)).toHaveCount(1);
  await moves.getByRole('button', { name: 'Move out of its container' }).click();
  await expect(row(page, moved)).toHaveAttribute('aria-level', '1');
});

test('the outline is a keyboard tree: arrows move focus and selection, Alt+Arrow moves, Ctrl+] nests, Left collapses', async ({ page }) => {
  const tree = await openOutline(page);
  const start = await frameIds(page);
  await row(page, start[0]!).focus();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, start[1]!)).toBeFocused();
  await expect(topFrames(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('End');
  await expect(tree.getByRole('treeitem').last()).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Alt+ArrowDown');
  expect(await frameIds(page)).toEqual([start[1], start[0], ...start.slice(2)]);
  await expect(row(page, start[0]!)).toBeFocused();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(tree.locator('[aria-selected="true"]')).toHaveCount(2);

  // Add a section after the first block, then nest the next block into it from the keyboard.
  await row(page, start[1]!).click();
  await addFromPalette(page, 'Section');
  const added = tree.locator('[aria-current="true"]');
  const sectionId = (await added.getAttribute('data-outline-id'))!;
  await added.focus();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, start[0]!)).toBeFocused();
  await page.keyboard.press('Control+]');
  await expect(row(page, sectionId)).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, start[0]!)).toHaveAttribute('aria-level', '2');
  await expect(row(page, start[0]!)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, sectionId)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, sectionId)).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, start[0]!)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(row(page, start[0]!)).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(row(page, start[0]!)).toHaveAttribute('aria-level', '1');
});

/** Drags an outline row with the mouse to a fraction of another row's height (0 = its top edge). */
async function dragRow(page: Page, from: string, to: string, fraction: number) {
  await row(page, to).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const source = (await row(page, from).boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 + 8, { steps: 2 });
  const target = (await row(page, to).boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height * fraction, { steps: 4 });
  await page.mouse.up();
}

test('outline rows move blocks by mouse drag: above, below and into a container, and the canvas follows', async ({ page }) => {
  await openDesigner(page);
  await openTab(page, 'Outline');
  const start = await frameIds(page);
  const [first, second, third] = [start[0]!, start[1]!, start[2]!];

  // The third block dragged onto the top edge of the first row lands above it.
  await dragRow(page, third, first, 0.15);
  await expect.poll(() => frameIds(page)).toEqual([third, first, second, ...start.slice(3)]);
  await expect(topRows(page).nth(0)).toHaveAttribute('data-outline-id', third);
  await expect(row(page, third)).toHaveAttribute('aria-current', 'true');

  // ...and onto the bottom edge of the second row, below it.
  await dragRow(page, third, second, 0.85);
  await expect.poll(() => frameIds(page)).toEqual(start);

  // A new section; the first block dragged onto its middle goes inside, in the canvas too.
  await row(page, first).click();
  await addFromPalette(page, 'Section');
  const sectionId = (await page.getByRole('tree', { name: 'Outline' }).locator('[aria-current="true"]').getAttribute('data-outline-id'))!;
  await dragRow(page, first, sectionId, 0.5);
  await expect(row(page, first)).toHaveAttribute('aria-level', '2');
  await expect(page.locator(`[data-frame-id="${sectionId}"] [data-frame-id="${first}"]`)).toHaveCount(1);
  await expect(page.getByTestId('outline-announcement')).toContainText('was dropped at position 1 of 1 in Section');

  // One drag is one undo step.
  await page.keyboard.press('Control+z');
  await expect(row(page, first)).toHaveAttribute('aria-level', '1');
});

test('outline rows move blocks by keyboard drag: Space picks up, arrows move with announcements, Space drops, Escape cancels', async ({ page }) => {
  await openDesigner(page);
  await openTab(page, 'Outline');
  const start = await frameIds(page);
  const announced = page.getByTestId('outline-announcement');
  await row(page, start[0]!).focus();
  await page.keyboard.press('Space');
  await expect(announced).toContainText('Picked up');
  await page.keyboard.press('ArrowDown');
  await expect(announced).toContainText('is over position 2 of');
  await expect(row(page, start[2]!)).toHaveAttribute('data-drop-place', 'before');
  await page.keyboard.press('Space');
  await expect.poll(() => frameIds(page)).toEqual([start[1], start[0], ...start.slice(2)]);
  await expect(announced).toContainText('was dropped at position 2 of');
  await expect(row(page, start[0]!)).toBeFocused();

  // Escape puts it back where it was.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await expect(announced).toContainText('was cancelled');
  expect(await frameIds(page)).toEqual([start[1], start[0], ...start.slice(2)]);
  await expect(page.locator('[data-drop-place]')).toHaveCount(0);
});

const slotLine = (page: Page, key: string) => page.locator(`[data-outline-slot="${key}"]`);

test('each slot of a container with several has its own line in the outline, a mouse drop target for that slot', async ({ page }) => {
  await openDesigner(page);
  await openTab(page, 'Outline');
  const start = await frameIds(page);
  const first = start[0]!;
  await row(page, first).click();
  await addFromPalette(page, 'Columns');
  const columnsId = (await page.getByRole('tree', { name: 'Outline' }).locator('[aria-current="true"]').getAttribute('data-outline-id'))!;
  // A 1:1 ratio draws two columns, so two slot lines, and no line for the undrawn third.
  await expect(slotLine(page, `${columnsId}:first`)).toHaveText('First column');
  await expect(slotLine(page, `${columnsId}:second`)).toHaveText('Second column');
  await expect(slotLine(page, `${columnsId}:third`)).toHaveCount(0);

  // The first block dropped on the second column's line goes into that column, not the first.
  await row(page, columnsId).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const source = (await row(page, first).boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 + 8, { steps: 2 });
  const target = (await slotLine(page, `${columnsId}:second`).boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 4 });
  await expect(slotLine(page, `${columnsId}:second`)).toHaveAttribute('data-drop-place', 'inside');
  await page.mouse.up();
  await expect(page.locator(`[data-drop-list="${columnsId}:second"] [data-frame-id="${first}"]`)).toHaveCount(1);
  await expect(page.getByTestId('outline-announcement')).toContainText('was dropped at position 1 of 1 in Columns: Second column');
  await expect(row(page, first)).toHaveAttribute('aria-level', '2');

  // By keyboard it steps up into the empty first column, shown on that column's line, and drops there.
  await row(page, first).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('outline-announcement')).toContainText('is over position 1 of 1 in Columns: First column');
  await expect(slotLine(page, `${columnsId}:first`)).toHaveAttribute('data-drop-place', 'inside');
  await page.keyboard.press('Space');
  await expect(page.locator(`[data-drop-list="${columnsId}:first"] [data-frame-id="${first}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-drop-list="${columnsId}:second"] [data-block-frame]`)).toHaveCount(0);
});
