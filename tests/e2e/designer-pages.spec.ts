import { expect, test, type Page } from '@playwright/test';
import { expectPageListed, openDesigner, pageAdmin, switchPage } from './designer-helpers';

const title = (page: Page) => page.locator('.designer-toolbar__title');

test('an administrator adds, renames, switches to and deletes a page; system pages cannot be deleted (mouse)', async ({ page }) => {
  await openDesigner(page);
  const pages = await pageAdmin(page);
  const name = `Offers ${Date.now()}`;
  await pages.getByLabel('Page name').fill(name);
  await pages.getByRole('button', { name: 'Add page' }).click();
  await expect(title(page)).toHaveText(name);
  await expect(page.getByText('Drag blocks here, or choose one from the list.')).toBeVisible();
  await expect(page).toHaveURL(/pageId=\d+/);

  await pages.getByLabel('Page name').fill(`${name} renamed`);
  await pages.getByRole('button', { name: 'Rename page' }).click();
  await expect(title(page)).toHaveText(`${name} renamed`);
  await expectPageListed(page, `${name} renamed`, 1);

  await switchPage(page, 'Home');
  await expect(page.getByRole('region', { name: 'Canvas' }).locator('[data-block-id]').first()).toBeVisible();
  await pages.getByRole('button', { name: 'Delete page' }).click();
  await expect(pages.getByRole('alert')).toHaveText('System pages cannot be deleted.');

  await switchPage(page, `${name} renamed`);
  await expect(title(page)).toHaveText(`${name} renamed`);
  await pages.getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByRole('region', { name: 'Canvas' }).locator('[data-block-id]').first()).toBeVisible();
  await expectPageListed(page, name, 0);
});

test('pages are added and deleted from the keyboard, and the switcher is searched and used from the keyboard', async ({ page }) => {
  await openDesigner(page);
  const pages = await pageAdmin(page);
  const name = `Keyboard page ${Date.now()}`;
  await pages.getByLabel('Page name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(pages.getByRole('button', { name: 'Add page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(title(page)).toHaveText(name);

  // Every system page of the registry is listed; typing narrows the list, arrows and Enter open one.
  await page.getByRole('button', { name: 'Page to edit' }).focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox', { name: 'Pages' }).getByRole('option');
  await expect(options.filter({ hasText: 'class-view' })).toHaveCount(1);
  await page.keyboard.type('home');
  await expect(options).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(title(page)).toHaveText('Home');
  await switchPage(page, name);
  await expect(title(page)).toHaveText(name);

  await pages.getByRole('button', { name: 'Delete page' }).focus();
  await page.keyboard.press('Enter');
  await expectPageListed(page, name, 0);
  await expect(page.getByRole('region', { name: 'Canvas' }).locator('[data-block-id]').first()).toBeVisible();
});
