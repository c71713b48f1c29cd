import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';
import { openDesigner, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

/** Gives the first course list an unreleased heading in the draft. */
async function editDraft(page: Page) {
  const heading = `Draft only ${Date.now()}`;
  const courses = page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame][data-block-type="course-cards"]').first();
  await courses.click({ position: { x: 4, y: 4 } });
  await page.getByRole('region', { name: 'Inspector' }).getByLabel('Heading (en_US)', { exact: true }).fill(heading);
  return heading;
}

const HOME = `/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US&isVisit=true`;

test('Preview opens the draft under a preview mask for the administrator; visitors with isVisit see the released page', async ({ page, browser }) => {
  await openDesigner(page);
  const heading = await editDraft(page);
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview', exact: true }).click()]);
  await expect(preview).toHaveURL(/isVisit=true/);
  await expect(preview.getByTestId('preview-mask')).toHaveText('Preview: unreleased draft');
  await expect(preview.getByText(heading, { exact: true })).toBeVisible();
  // Never drawn or cached on the server: the HTML carries no page state.
  const html = await (await page.request.get(HOME)).text();
  expect(html).not.toContain('__PORTAL_STATE__');
  await preview.close();

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(HOME);
  await expect(anonymous.locator('[data-block-type="course-cards"]').first()).toBeVisible();
  await expect(anonymous.getByText(heading, { exact: true })).toHaveCount(0);
  await expect(anonymous.getByTestId('preview-mask')).toHaveCount(0);
  await visitor.close();
});

test('a learner with isVisit sees the released page, and Preview also opens from the keyboard', async ({ page, browser }) => {
  await openDesigner(page);
  const heading = await editDraft(page);
  const preview = page.getByRole('button', { name: 'Preview', exact: true });
  await preview.focus();
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(tab.getByTestId('preview-mask')).toBeVisible();
  await tab.close();

  const learner = await browser.newContext();
  const other = await learner.newPage();
  await other.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(HOME.replace('?sxz-lang=en_US&', '?'))}`);
  await submitLogin(other, 'learner');
  await expect(other.locator('[data-block-type="course-cards"]').first()).toBeVisible();
  await expect(other.getByText(heading, { exact: true })).toHaveCount(0);
  await expect(other.getByTestId('preview-mask')).toHaveCount(0);
  await learner.close();
});
