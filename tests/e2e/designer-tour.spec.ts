import { expect, test } from '@playwright/test';
import { openDesigner, pageAdmin } from './designer-helpers';
import { DEMO_SCHOOL, submitLogin } from './helpers';

test('a first-time administrator gets a short tour of the four areas, skippable, and not again once done', async ({ page }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/design/${DEMO_SCHOOL}`)}`);
  await submitLogin(page, 'admin');
  const tour = page.getByRole('region', { name: 'Designer tour' });
  await expect(tour.getByRole('heading', { name: 'The top bar' })).toBeVisible();
  await expect(tour).toContainText('Step 1 of 4');
  // The first visit opens on the demo page that shows one block of every type the palette offers.
  await expect(page.locator('.designer-toolbar__title')).toHaveText('Every block');
  const palette = await page.getByRole('region', { name: 'Blocks' }).locator('[data-block-type]').count();
  await expect(page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame][data-block-type]')).toHaveCount(palette);
  // Not modal: the designer works underneath.
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(page.getByRole('tree', { name: 'Outline' })).toBeVisible();
  for (const title of ['Blocks, outline and pages', 'The canvas', 'The inspector']) {
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading', { name: title })).toBeVisible();
  }
  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour.getByRole('heading', { name: 'The canvas' })).toBeVisible();
  await tour.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(tour).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Canvas' }).locator('[data-block-id]').first()).toBeVisible();
  await expect(tour).toHaveCount(0);
  // Once the tour is done, the designer opens on the home page.
  await expect(page.locator('.designer-toolbar__title')).toHaveText('Home');
});

test('a sample page shows one block of every type in the palette, and goes again like any page', async ({ page }) => {
  await openDesigner(page);
  const types = await page.getByRole('region', { name: 'Blocks' }).locator('[data-block-type]').evaluateAll((items) => items.map((i) => i.getAttribute('data-block-type')));
  const pages = await pageAdmin(page);
  await pages.getByRole('button', { name: 'Add a sample page with every block' }).click();
  await expect(page.locator('.designer-toolbar__title')).toHaveText('Every block');
  const top = page.getByRole('region', { name: 'Canvas' }).locator('[data-drop-list="root"] > .pb-page > [data-block-frame][data-block-type]');
  await expect(top).toHaveCount(types.length);
  // The palette groups by category; the page follows the registry: the same types, once each.
  expect((await top.evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-type')))).sort()).toEqual([...types].sort());
  await pages.getByRole('button', { name: 'Delete page' }).click();
  await expect(page.locator('.designer-toolbar__title')).toHaveText('Home');
});
