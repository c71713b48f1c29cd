import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL } from './helpers';
import { openDesigner } from './designer-helpers';

const PORTAL = '/api/portal/api/v1/portal';
const topFrames = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');
const frameIds = (page: Page) => topFrames(page).evaluateAll((frames) => frames.map((f) => f.getAttribute('data-frame-id')));

interface Draft {
  revision: number;
  document: unknown;
}

/** The home page's id and stored draft, through the API with the page's cookies. */
async function homeDraft(page: Page): Promise<{ pageId: string; draft: Draft }> {
  const pages = (await (await page.request.get(`${PORTAL}/pages?schoolId=${DEMO_SCHOOL}`)).json()) as { data: { id: string; code: string }[] };
  const pageId = pages.data.find((p) => p.code === 'home')!.id;
  const draft = (await (await page.request.get(`${PORTAL}/select-user-renovation?schoolId=${DEMO_SCHOOL}&pageId=${pageId}`)).json()) as { data: Draft };
  return { pageId, draft: draft.data };
}

test('a stale save gets a conflict and loses nothing: the work stays on screen, survives a reload and can be kept', async ({ page, browser }) => {
  await openDesigner(page);
  const { pageId, draft: original } = await homeDraft(page);
  const start = await frameIds(page);

  // A second administrator session opens the same page, then the first one saves a change.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openDesigner(other);
  try {
    await topFrames(page).nth(0).focus();
    await page.keyboard.press('Control+d');
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });

    // The second session's own change now saves against an old revision.
    const last = start.at(-1)!;
    await topFrames(other).last().focus();
    await other.keyboard.press('Delete');
    const dialog = other.getByRole('dialog', { name: 'This page was changed elsewhere' });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await expect(dialog.getByRole('button', { name: 'Reload' })).toBeFocused();
    expect(await frameIds(other)).toEqual(start.slice(0, -1));
    await expect(other.getByTestId('save-state')).not.toHaveText('All changes saved');

    // A browser reload keeps the work on this device and offers it back.
    await other.reload();
    await expect(topFrames(other)).toHaveCount(start.length + 1);
    await other.getByRole('button', { name: 'Restore them' }).click();
    expect(await frameIds(other)).toEqual(start.slice(0, -1));
    await expect(other.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });
    const { draft: stored } = await homeDraft(other);
    expect(JSON.stringify(stored.document)).not.toContain(last);
  } finally {
    // Put the demo page back as it was for the other tests.
    const { draft } = await homeDraft(page);
    const restored = await page.request.post(`${PORTAL}/insert-user-renovation?schoolId=${DEMO_SCHOOL}`, { data: { pageId, revision: draft.revision, document: original.document } });
    expect(restored.ok()).toBe(true);
    await otherContext.close();
  }
});

test('a conflict is resolved by overwriting from the keyboard, and the other session then sees that version', async ({ page, browser }) => {
  await openDesigner(page);
  const { pageId, draft: original } = await homeDraft(page);
  const start = await frameIds(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openDesigner(other);
  try {
    await topFrames(page).nth(0).focus();
    await page.keyboard.press('Control+d');
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });

    await topFrames(other).last().focus();
    await other.keyboard.press('Delete');
    const dialog = other.getByRole('dialog', { name: 'This page was changed elsewhere' });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await other.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Overwrite' })).toBeFocused();
    await other.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(other.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });

    await page.reload();
    await expect.poll(() => frameIds(page)).toEqual(start.slice(0, -1));
  } finally {
    const { draft } = await homeDraft(page);
    const restored = await page.request.post(`${PORTAL}/insert-user-renovation?schoolId=${DEMO_SCHOOL}`, { data: { pageId, revision: draft.revision, document: original.document } });
    expect(restored.ok()).toBe(true);
    await otherContext.close();
  }
});
