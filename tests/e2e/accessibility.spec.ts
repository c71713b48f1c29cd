import { expect, test } from '@playwright/test';
import { seriousProblems } from './axe';
import { openDesigner, openTool, restoreDraft } from './designer-helpers';
import { DEMO_SCHOOL, submitLogin } from './helpers';
import { demoClassPath } from './looks-setup';

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
    await page.locator('footer').getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
    expect(await seriousProblems(page, 'dialog[open], [role="dialog"]'), 'feedback dialog').toEqual([]);
  });

  test('the designer with a selected block, the outline and a tool panel, and its menus and dialogs', async ({ page }) => {
    await openDesigner(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The whole workspace once, with as much open at the same time as can be; menus and dialogs on their own.
    await page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame]').nth(1).click({ position: { x: 8, y: 8 } });
    await page.getByRole('tab', { name: 'Outline' }).click();
    await openTool(page, 'Versions');
    await expect(page.getByRole('list', { name: 'Versions' })).toBeVisible();
    expect(await seriousProblems(page), 'designer').toEqual([]);
    await page.getByRole('tab', { name: 'Pages' }).click();
    expect(await seriousProblems(page, '.designer__side'), 'pages and navigation').toEqual([]);
    await page.getByRole('button', { name: 'Page to edit' }).click();
    expect(await seriousProblems(page, '.page-picker'), 'page switcher').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More tools' }).click();
    expect(await seriousProblems(page, '.d-menu'), 'tools menu').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Release this page' }).getByRole('region')).toBeVisible();
    expect(await seriousProblems(page, 'dialog[open], [role="dialog"]'), 'release dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await openTool(page, 'Footer settings');
    await expect(page.getByRole('dialog', { name: 'Footer settings' })).toBeVisible();
    expect(await seriousProblems(page, 'dialog[open], [role="dialog"]'), 'footer settings dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await restoreDraft(page);
  });
});
