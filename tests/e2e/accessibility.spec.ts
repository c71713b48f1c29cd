import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openDesigner, openTool, restoreDraft } from './designer-helpers';
import { DEMO_SCHOOL, submitLogin } from './helpers';
import { demoClassPath } from './looks-setup';

/** The serious and critical problems axe-core finds on the page as it stands, one line each. */
async function seriousProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

test.describe('no serious or critical accessibility problems', () => {
  test('portal home, search, login, register, class and feedback pages, and the feedback dialog', async ({ page }) => {
    const pages = [
      `/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`,
      `/portal/${DEMO_SCHOOL}/search?keyword=data&sxz-lang=en_US`,
      '/login/index?sxz-lang=en_US',
      '/register/index?sxz-lang=en_US',
      `${await demoClassPath(page, DEMO_SCHOOL)}?sxz-lang=en_US`,
      `/feedback/${DEMO_SCHOOL}?sxz-lang=en_US`,
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousProblems(page), path).toEqual([]);
    }
    // The feedback dialog, opened by a signed-in learner.
    await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/feedback/${DEMO_SCHOOL}?sxz-lang=en_US`)}`);
    await submitLogin(page, 'learner');
    await page.getByRole('button', { name: /feedback/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousProblems(page), 'feedback dialog').toEqual([]);
  });

  test('the designer, its menus, panels and dialogs', async ({ page }) => {
    await openDesigner(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const check = async (what: string) => expect(await seriousProblems(page), what).toEqual([]);
    await check('designer');
    await page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame]').nth(1).click({ position: { x: 8, y: 8 } });
    await check('selected block and inspector');
    await page.getByRole('button', { name: 'Page to edit' }).click();
    await check('page switcher');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More tools' }).click();
    await check('tools menu');
    await page.keyboard.press('Escape');
    await openTool(page, 'Versions');
    await check('versions panel');
    await page.getByRole('tab', { name: 'Outline' }).click();
    await check('outline');
    await page.getByRole('tab', { name: 'Pages' }).click();
    await check('pages and navigation');
    await page.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Release this page' }).getByRole('region')).toBeVisible();
    await check('release dialog');
    await page.keyboard.press('Escape');
    await openTool(page, 'Footer settings');
    await expect(page.getByRole('dialog', { name: 'Footer settings' })).toBeVisible();
    await check('footer settings dialog');
    await page.keyboard.press('Escape');
    await restoreDraft(page);
  });
});
