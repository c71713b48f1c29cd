import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL } from './helpers';
import { expectPageListed, openDesigner, openTool, pageAdmin, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

const topFrames = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');
const idsOf = (page: Page) => topFrames(page).evaluateAll((frames) => frames.map((f) => f.getAttribute('data-frame-id')));
const edit = (page: Page) => page.getByRole('group', { name: 'Edit' });

test('several blocks are selected with Ctrl+click and duplicated, moved and deleted from the toolbar', async ({ page }) => {
  await openDesigner(page);
  const frames = topFrames(page);
  const start = await idsOf(page);
  await frames.nth(0).click({ position: { x: 4, y: 4 } });
  await frames.nth(1).click({ position: { x: 4, y: 4 }, modifiers: ['Control'] });
  await expect(frames.nth(0)).toHaveAttribute('data-selected', 'true');
  await expect(frames.nth(1)).toHaveAttribute('data-selected', 'true');
  await expect(edit(page).getByRole('status')).toHaveText('2 blocks selected');

  await edit(page).getByRole('button', { name: 'Duplicate' }).click();
  await expect(frames).toHaveCount(start.length + 2);
  await expect(edit(page).getByRole('status')).toHaveText('2 blocks selected');
  // Each copy follows its original and the copies are now the selection.
  expect((await idsOf(page)).filter((id) => !start.includes(id))).toHaveLength(2);
  await edit(page).getByRole('button', { name: 'Delete' }).click();
  expect(await idsOf(page)).toEqual(start);

  await frames.nth(0).click({ position: { x: 4, y: 4 } });
  await frames.nth(1).click({ position: { x: 4, y: 4 }, modifiers: ['Shift'] });
  await edit(page).getByRole('button', { name: 'Move down' }).click();
  expect(await idsOf(page)).toEqual([start[2], start[0], start[1], ...start.slice(3)]);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await idsOf(page)).toEqual(start);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', /Control\+Z/);
});

test('the keyboard selects several blocks, copies, pastes, duplicates, moves, deletes and undoes', async ({ page }) => {
  await openDesigner(page);
  const frames = topFrames(page);
  const start = await idsOf(page);
  await frames.nth(0).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(edit(page).getByRole('status')).toHaveText(/^\d+ blocks selected$/);

  await page.keyboard.press('Escape');
  await frames.nth(0).focus();
  // Focus selects the block; the shortcut acts on the selection, so wait for it.
  await expect(frames.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Control+c');
  await frames.last().focus();
  await expect(frames.last()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Control+v');
  await expect(frames).toHaveCount(start.length + 1);
  const pasted = (await idsOf(page)).at(-1)!;
  expect(start).not.toContain(pasted);
  await expect(frames.last()).toHaveAttribute('data-block-type', (await frames.nth(0).getAttribute('data-block-type'))!);

  await page.keyboard.press('Control+d');
  await expect(frames).toHaveCount(start.length + 2);
  await page.keyboard.press('Alt+ArrowUp');
  await expect(frames.nth(start.length)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Delete');
  await expect(frames).toHaveCount(start.length + 1);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  expect(await idsOf(page)).toEqual(start);
  await page.keyboard.press('Control+Shift+z');
  await expect(frames).toHaveCount(start.length + 1);

  await openTool(page, 'Keyboard shortcuts');
  const list = page.getByRole('definition').filter({ hasText: 'Ctrl+D' });
  await expect(list).toBeVisible();
});

test('copied blocks paste into another designer tab of the same school', async ({ page, context }) => {
  await openDesigner(page);
  await topFrames(page).nth(0).focus();
  await page.keyboard.press('Control+c');
  const other = await context.newPage();
  await other.goto(`/design/${DEMO_SCHOOL}?sxz-lang=en_US`);
  const frames = topFrames(other);
  await expect(frames.first()).toBeVisible();
  const before = await frames.count();
  await other.getByRole('group', { name: 'Edit' }).getByRole('button', { name: 'Paste' }).click();
  await expect(frames).toHaveCount(before + 1);
  await restoreDraft(other);
});

test('blocks copied on one page paste into another page of the school', async ({ page }) => {
  await openDesigner(page);
  const frames = topFrames(page);
  const types = async () => frames.evaluateAll((all) => all.map((f) => f.getAttribute('data-block-type')));
  await frames.nth(0).click({ position: { x: 4, y: 4 } });
  await frames.nth(2).click({ position: { x: 4, y: 4 }, modifiers: ['Control'] });
  const copied = [(await types())[0], (await types())[2]];
  await page.keyboard.press('Control+c');

  const pages = await pageAdmin(page);
  const name = `Paste target ${Date.now()}`;
  await pages.getByLabel('Page name').fill(name);
  await pages.getByRole('button', { name: 'Add page' }).click();
  await expect(page.locator('.designer-toolbar__title')).toHaveText(name);
  await expect(frames).toHaveCount(0);
  await edit(page).getByRole('button', { name: 'Paste' }).click();
  await expect(frames).toHaveCount(2);
  expect(await types()).toEqual(copied);
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });
  await pages.getByRole('button', { name: 'Delete page' }).click();
  await expectPageListed(page, name, 0);
});

test('what a command did is announced to screen readers: delete, undo and redo', async ({ page }) => {
  await openDesigner(page);
  const announced = page.getByTestId('designer-announcement');
  await expect(announced).toHaveAttribute('aria-live', 'polite');
  const frames = topFrames(page);
  const count = await frames.count();
  await frames.nth(1).focus();
  await page.keyboard.press('Delete');
  await expect(frames).toHaveCount(count - 1);
  await expect(announced).toHaveText('Done: Delete blocks.');
  await page.keyboard.press('Control+z');
  await expect(announced).toHaveText('Undone: Delete blocks.');
  await page.keyboard.press('Control+Shift+z');
  await expect(announced).toHaveText('Redone: Delete blocks.');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(frames).toHaveCount(count);
});
