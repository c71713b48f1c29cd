import { expect, test, type Page } from '@playwright/test';
import { openDesigner } from './designer-helpers';

const pages = (page: Page) => page.getByRole('group', { name: 'Pages' });
const navList = (page: Page) => page.getByRole('list', { name: 'Navigation' });

test('a new page joins the navigation, moves, hides, cannot be deleted while linked, then leaves (mouse and keyboard)', async ({ page }) => {
  await openDesigner(page);
  const name = `Nav page ${Date.now()}`;
  await pages(page).getByLabel('Page name').fill(name);
  await pages(page).getByRole('button', { name: 'Add page' }).click();
  await expect(page.locator('.designer-toolbar__title')).toHaveText(name);

  await page.getByText('Navigation', { exact: true }).click();
  await page.getByRole('button', { name: 'Add this page to the navigation' }).click();
  const item = navList(page).getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  const last = async () => (await navList(page).locator(':scope > li').last().textContent()) ?? '';
  expect(await last()).toContain(name);
  await page.getByRole('button', { name: `Move ${name} up`, exact: true }).click();
  await expect.poll(last).not.toContain(name);
  await page.getByRole('button', { name: `Move ${name} down`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(last).toContain(name);

  await page.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(item).toContainText(`${name} (hidden)`);
  await page.getByRole('button', { name: `Show ${name}` }).click();

  await pages(page).getByRole('button', { name: 'Delete page' }).click();
  await expect(pages(page).getByRole('alert')).toHaveText('Remove this page from the navigation before deleting it.');
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(item).toHaveCount(0);
  await pages(page).getByRole('button', { name: 'Delete page' }).click();
  await expect(pages(page).getByLabel('Page to edit').locator('option', { hasText: name })).toHaveCount(0);
});
