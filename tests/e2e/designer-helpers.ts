import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';

/** Logs in as the demo administrator and opens the designer on the home page; returns the canvas. */
export async function openDesigner(page: Page): Promise<Locator> {
  // The first-use tour is tested on its own (designer-tour.spec.ts); here it has been seen already.
  await page.context().addInitScript(() => localStorage.setItem('designer-tour:done', '1'));
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/design/${DEMO_SCHOOL}`)}`);
  await submitLogin(page, 'admin');
  const canvas = page.getByRole('region', { name: 'Canvas' });
  await expect(canvas.locator('[data-block-id]').first()).toBeVisible();
  return canvas;
}

/** Opens a tab of the designer's left panel: 'Blocks', 'Outline' or 'Pages'. */
export async function openTab(page: Page, name: 'Blocks' | 'Outline' | 'Pages'): Promise<void> {
  const tab = page.getByRole('tab', { name });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Opens a secondary tool from the top bar's "More tools" menu ('History', 'Versions', 'Keyboard shortcuts', ...). */
export async function openTool(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'More tools' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** The group that adds, renames and deletes pages (in the Pages tab, opened first). */
export async function pageAdmin(page: Page): Promise<Locator> {
  await openTab(page, 'Pages');
  return page.getByRole('group', { name: 'Pages' });
}

/** Opens the page switcher; waits out a designer that is still opening another page. */
async function openSwitcher(page: Page): Promise<Locator> {
  const search = page.getByRole('combobox', { name: 'Search pages' });
  await expect(async () => {
    if (!(await search.isVisible())) await page.getByRole('button', { name: 'Page to edit' }).click();
    await expect(search).toBeVisible({ timeout: 1000 });
  }).toPass();
  return search;
}

/** Opens another page of the school with the top bar's page switcher. */
export async function switchPage(page: Page, name: string): Promise<void> {
  await (await openSwitcher(page)).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** How many of the page switcher's entries carry this text (the switcher is closed again afterwards). */
export async function expectPageListed(page: Page, name: string, count: number): Promise<void> {
  // Again from the start if the designer reopened meanwhile (deleting a page opens the home page).
  await expect(async () => {
    const search = await openSwitcher(page);
    await expect(page.getByRole('listbox', { name: 'Pages' }).getByRole('option').filter({ hasText: name })).toHaveCount(count, { timeout: 2000 });
    await search.press('Escape', { timeout: 1000 });
  }).toPass();
}

/** Releases the page from the release dialog (with an optional note); returns the released version. */
export async function releasePage(page: Page, note = ''): Promise<number> {
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Release this page' });
  if (note) await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Release now' }).click();
  const done = page.getByRole('dialog', { name: /^Version \d+ is live$/ });
  await expect(done.getByRole('status')).toHaveText(/Released version \d+/);
  const version = Number((await done.getByRole('status').textContent())!.match(/\d+/)![0]);
  await done.getByRole('button', { name: 'Close' }).click();
  return version;
}

/** Takes the draft back to how the test found it; autosave stores that, so later tests see the demo page. */
export async function restoreDraft(page: Page): Promise<void> {
  if (!(await page.getByRole('region', { name: 'History' }).count())) {
    if (!(await page.getByRole('button', { name: 'More tools' }).count())) return;
    await openTool(page, 'History');
  }
  const opened = page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Page opened' });
  if (!(await opened.count())) return;
  await opened.click();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });
}
