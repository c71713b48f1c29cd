import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL } from './helpers';
import { openDesigner, openTool, releasePage } from './designer-helpers';

async function releaseHeading(page: Page, heading: string, note = '') {
  const courses = page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame][data-block-type="course-cards"]').first();
  await courses.click({ position: { x: 4, y: 4 } });
  await page.getByRole('region', { name: 'Inspector' }).getByLabel('Heading (en_US)', { exact: true }).fill(heading);
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Release this page' });
  // What changes against the live page: the course cards' heading.
  await expect(dialog.getByRole('heading', { name: 'Changed (1)' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(['Course cards']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await releasePage(page, note);
}

const versionList = (page: Page) => page.getByRole('list', { name: 'Versions' }).getByRole('listitem');

test('the versions panel lists releases with their note, previews one, and rolls back after confirming (mouse, then keyboard)', async ({ page, browser }) => {
  await openDesigner(page);
  await openTool(page, 'Versions');
  await expect(versionList(page).first()).toContainText(/Version \d+, released by /);
  const startCount = await versionList(page).count();
  const startVersion = Number((await versionList(page).first().textContent())!.match(/Version (\d+)/)![1]);

  const first = `First release ${Date.now()}`;
  const second = `Second release ${Date.now()}`;
  await releaseHeading(page, first, 'Autumn courses');
  await releaseHeading(page, second);
  await expect(versionList(page)).toHaveCount(startCount + 2);
  await expect(versionList(page).first()).toContainText(`Version ${startVersion + 2}`);
  await expect(versionList(page).nth(1)).toContainText('Autumn courses');

  // A version drawn as visitors saw it.
  await versionList(page).nth(1).getByRole('button', { name: `Preview version ${startVersion + 1}` }).click();
  const preview = page.getByRole('dialog', { name: `Version ${startVersion + 1}` });
  await expect(preview.getByText(first, { exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  // Rolling back asks first; cancelling changes nothing.
  await versionList(page).nth(1).getByRole('button', { name: `Roll back to version ${startVersion + 1}` }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(versionList(page)).toHaveCount(startCount + 2);
  await versionList(page).nth(1).getByRole('button', { name: `Roll back to version ${startVersion + 1}` }).click();
  await page.getByRole('button', { name: `Release version ${startVersion + 1} again` }).click();
  await expect(versionList(page)).toHaveCount(startCount + 3);
  await expect(page.getByRole('region', { name: 'Canvas' }).getByText(first, { exact: true })).toBeVisible();
  const visitor = await browser.newContext();
  const portal = await visitor.newPage();
  await portal.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  await expect(portal.getByText(first, { exact: true })).toBeVisible();
  await visitor.close();

  // Back to the release the test found, from the keyboard: the demo page stays as other tests expect it.
  await page.getByRole('button', { name: `Roll back to version ${startVersion}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Release version ${startVersion} again` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(versionList(page)).toHaveCount(startCount + 4);
  await expect(page.getByRole('region', { name: 'Canvas' }).getByText(first, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
});
