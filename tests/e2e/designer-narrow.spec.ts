import { expect, test } from '@playwright/test';
import { openDesigner, restoreDraft } from './designer-helpers';

test.use({ viewport: { width: 390, height: 844 } });
test.afterEach(async ({ page }) => restoreDraft(page));

test('on a phone the designer is one column: nothing wider than the screen, the canvas on the first screen, and a block is edited there', async ({ page }) => {
  const canvas = await openDesigner(page);
  const width = 390;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // The top bar's buttons wrap inside the screen.
  for (const name of ['Release', 'Save draft', 'Preview']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  const area = (await canvas.boundingBox())!;
  expect(area.width).toBeGreaterThan(width * 0.9);
  expect(area.y).toBeLessThan(844);

  // Blocks panel, canvas and inspector follow one another, in the page's order.
  const side = (await page.getByRole('tab', { name: 'Blocks' }).boundingBox())!;
  const inspector = page.getByRole('region', { name: 'Inspector' });
  expect(side.y).toBeLessThan(area.y);
  expect((await inspector.boundingBox())!.y).toBeGreaterThanOrEqual(area.y + area.height - 1);

  const banner = canvas.locator('[data-drop-list="root"] > .pb-page > [data-block-frame][data-block-type="banner"]').first();
  await banner.click({ position: { x: 60, y: 40 } });
  await expect(banner).toHaveAttribute('aria-current', 'true');
  const headline = `Open day ${Date.now()}`;
  const title = inspector.getByLabel('Title (en_US)', { exact: true });
  await title.scrollIntoViewIfNeeded();
  await title.fill(headline);
  await expect(canvas.getByRole('heading', { name: headline })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
