import { expect, test, type Page } from '@playwright/test';
import { expectPageListed, openDesigner, pageAdmin } from './designer-helpers';

const pages = (page: Page) => page.getByRole('group', { name: 'Pages' });
const navList = (page: Page) => page.getByRole('list', { name: 'Navigation' });

test('a new page joins the navigation, moves, hides, cannot be deleted while linked, then leaves (mouse and keyboard)', async ({ page }) => {
  await openDesigner(page);
  await pageAdmin(page);
  const name = `Nav page ${Date.now()}`;
  await pages(page).getByLabel('Page name').fill(name);
  await pages(page).getByRole('button', { name: 'Add page' }).click();
  await expect(page.locator('.designer-toolbar__title')).toHaveText(name);

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
  await expectPageListed(page, name, 0);
});

test('navigation items nest: add a page under an item, move it out and back in, rename and hide it (mouse and keyboard)', async ({ page }) => {
  await openDesigner(page);
  await pageAdmin(page);
  const name = `Child page ${Date.now()}`;
  await pages(page).getByLabel('Page name').fill(name);
  await pages(page).getByRole('button', { name: 'Add page' }).click();
  await expect(page.locator('.designer-toolbar__title')).toHaveText(name);

  await page.getByLabel('Where to add it').selectOption({ label: 'Under Exams' });
  await page.getByRole('button', { name: 'Add this page to the navigation' }).click();
  const item = navList(page).getByRole('listitem').filter({ hasText: name });
  const exams = navList(page).getByRole('listitem').filter({ hasText: /^Exams/ });
  await expect(item).toHaveAttribute('data-nav-depth', '1');
  // The child follows its parent in menu order.
  const order = () => navList(page).getByRole('listitem').evaluateAll((rows) => rows.map((r) => r.textContent?.split('↑')[0]));
  await expect.poll(async () => { const names = await order(); return names.indexOf(name) - names.indexOf('Exams'); }).toBe(1);
  await expect(page.getByRole('button', { name: `Move ${name} under the item above` })).toBeDisabled();

  // Out to the top level by keyboard: it lands right after Exams.
  await page.getByRole('button', { name: `Move ${name} up a level` }).focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('data-nav-depth', '0');
  await expect.poll(async () => { const names = await order(); return names.indexOf(name) - names.indexOf('Exams'); }).toBe(1);
  await expect(exams).toHaveAttribute('data-nav-depth', '0');

  // Back in under Exams by mouse.
  await page.getByRole('button', { name: `Move ${name} under the item above` }).click();
  await expect(item).toHaveAttribute('data-nav-depth', '1');

  // The public navigation has it under Exams too.
  const tree = await page.request.get(`/api/portal/api/v1/portal/v2/navigations?schoolId=1100000000000000001`).then((r) => r.json()) as { data: { name: Record<string, string>; children: { name: Record<string, string> }[] }[] };
  expect(tree.data.find((n) => n.name.en_US === 'Exams')?.children.map((c) => Object.values(c.name)[0])).toContain(name);

  const renamed = `${name} renamed`;
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  await page.getByLabel(`New name for ${name}`).fill(renamed);
  await page.keyboard.press('Enter');
  const renamedItem = navList(page).getByRole('listitem').filter({ hasText: renamed });
  await expect(renamedItem).toBeVisible();
  await page.getByRole('button', { name: `Hide ${renamed}` }).click();
  await expect(renamedItem).toContainText(`${renamed} (hidden)`);

  await pages(page).getByRole('button', { name: 'Delete page' }).click();
  await expect(pages(page).getByRole('alert')).toHaveText('Remove this page from the navigation before deleting it.');
  await page.getByRole('button', { name: `Remove ${renamed}` }).click();
  await expect(renamedItem).toHaveCount(0);
  await pages(page).getByRole('button', { name: 'Delete page' }).click();
  await expectPageListed(page, name, 0);
});
