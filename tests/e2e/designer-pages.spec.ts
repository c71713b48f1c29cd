import { expect, test, type Page } from '@playwright/test';
import { openDesigner } from './designer-helpers';

const pages = (page: Page) => page.getByRole('group', { name: 'Pages' });
const title = (page: Page) => page.locator('.designer-toolbar__title');

test('an administrator adds, renames, switches to and deletes a page; system pages cannot be deleted (mouse)', async ({ page }) => {
  await openDesigner(page);
  const name = `Offers ${Date.now()}`;
  await pages(page).getByLabel('Page name').fill(name);
  await pages(page).getByRole('button', { name: 'Add page' }).click();
  await expect(title(page)).toHaveText(name);
  await expect(page.getByText('Drag blocks here, or choose one from the list.')).toBeVisible();
  await expect(page).toHaveURL(/pageId=\d+/);

  await pages(page).getByLabel('Page name').fill(`${name} renamed`);
  await pages(page).getByRole('button', { name: 'Rename page' }).click();
  await expect(title(page)).toHaveText(`${name} renamed`);
  await expect(pages(page).getByLabel('Page to edit').locator('option', { hasText: `${name} renamed` })).toHaveCount(1);

  await pages(page).getByLabel('Page to edit').selectOption({ label: 'Home' });
  await expect(page.getByRole('region', { name: 'Canvas' }).locator('[data-block-id]').first()).toBeVisible();
  await pages(page).getByRole('button', { name: 'Delete page' }).click();
  await expect(pages(page).getByRole('alert')).toHaveText('System pages cannot be deleted.');

  await pages(page).getByLabel('Page to edit').selectOption({ label: `${name} renamed` });
  await expect(title(page)).toHaveText(`${name} renamed`);
  await pages(page).getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByRole('region', { name: 'Canvas' }).locator('[data-block-id]').first()).toBeVisible();
  await expect(pages(page).getByLabel('Page to edit').locator('option', { hasText: name })).toHaveCount(0);
});

test('pages are added and deleted from the keyboard', async ({ page }) => {
  await openDesigner(page);
  const name = `Keyboard page ${Date.now()}`;
  await pages(page).getByLabel('Page name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(pages(page).getByRole('button', { name: 'Add page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(title(page)).toHaveText(name);
  await pages(page).getByRole('button', { name: 'Delete page' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages(page).getByLabel('Page to edit').locator('option', { hasText: name })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Canvas' }).locator('[data-block-id]').first()).toBeVisible();
});
