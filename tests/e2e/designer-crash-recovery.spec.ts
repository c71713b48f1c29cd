import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL } from './helpers';
import { openDesigner } from './designer-helpers';

const PORTAL = '/api/portal/api/v1/portal';
const topFrames = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame]');

async function homeDraft(page: Page): Promise<{ pageId: string; revision: number; document: { blocks: unknown[] } }> {
  const pages = (await (await page.request.get(`${PORTAL}/pages?schoolId=${DEMO_SCHOOL}`)).json()) as { data: { id: string; code: string }[] };
  const pageId = pages.data.find((p) => p.code === 'home')!.id;
  const draft = (await (await page.request.get(`${PORTAL}/select-user-renovation?schoolId=${DEMO_SCHOOL}&pageId=${pageId}`)).json()) as { data: { revision: number; document: { blocks: unknown[] } } };
  return { pageId, ...draft.data };
}

// The server process dying (kill -9 in the API crash tests) looks to the browser like refused
// connections: the edit made meanwhile is never saved, and must come back from this device.
test('work made while the server is down comes back from the browser\'s local copy once it is up again', async ({ page, context }) => {
  await openDesigner(page);
  const original = await homeDraft(page);
  const start = await topFrames(page).count();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  try {
    await topFrames(page).nth(0).focus();
    await page.keyboard.press('Control+d');
    await expect(topFrames(page)).toHaveCount(start + 1);
    await expect(page.getByTestId('save-state')).not.toHaveText('All changes saved');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, `designer:unsaved:${DEMO_SCHOOL}:${original.pageId}`)).toBe(true);
    await page.close({ runBeforeUnload: false });

    // The server is back: the designer opens with the stored draft and offers the unsaved work.
    const again = await context.newPage();
    await again.goto(`/design/${DEMO_SCHOOL}?sxz-lang=en_US`);
    await expect(topFrames(again)).toHaveCount(start);
    await again.getByRole('button', { name: 'Restore them' }).click();
    await expect(topFrames(again)).toHaveCount(start + 1);
    await expect(again.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 5000 });
    expect((await homeDraft(again)).document.blocks).toHaveLength(original.document.blocks.length + 1);
  } finally {
    // Put the demo page back as it was for the other tests.
    const request = context.request;
    const { revision } = await (async () => {
      const res = await request.get(`${PORTAL}/select-user-renovation?schoolId=${DEMO_SCHOOL}&pageId=${original.pageId}`);
      return ((await res.json()) as { data: { revision: number } }).data;
    })();
    const put = await request.post(`${PORTAL}/insert-user-renovation?schoolId=${DEMO_SCHOOL}`, { data: { pageId: original.pageId, revision, document: original.document } });
    expect(put.ok()).toBe(true);
  }
});
