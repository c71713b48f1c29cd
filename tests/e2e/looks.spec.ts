import { expect, test, type Page } from '@playwright/test';
import { openDesigner, openTab, pageAdmin } from './designer-helpers';
import { DEMO_SCHOOL, submitLogin } from './helpers';
import { demoClassPath, dropFixturePage, fixturePage, restoreDemoHome, steadyLooks } from './looks-setup';

// Screenshot tests (npm run screenshots:update renders them all again). Tagged so that one command finds them.
test.describe('@screenshot looks', () => {
  test.beforeEach(async ({ page }) => steadyLooks(page));

  test.describe('designer at 1366×768', () => {
    test.use({ viewport: { width: 1366, height: 768 } });
    // Every designer picture is of a page the test makes (the system defaults), never the demo home page other tests edit.
    let fixture = '';
    const openFixture = async (page: Page, lang = 'en_US') => {
      await page.context().addInitScript(() => localStorage.setItem('designer-tour:done', '1'));
      await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/design/${DEMO_SCHOOL}`)}`);
      await submitLogin(page, 'admin');
      await expect(canvas(page).locator('[data-block-id]').first()).toBeVisible();
      fixture = await fixturePage(page, DEMO_SCHOOL);
      await page.goto(`/design/${DEMO_SCHOOL}?pageId=${fixture}&sxz-lang=${lang}`);
      await expect(page.locator('.designer-toolbar__title')).toHaveText('Looks');
      await expect(page.locator('[data-block-id]').first()).toBeVisible();
    };
    test.afterEach(async ({ page }) => {
      if (fixture) await dropFixturePage(page, DEMO_SCHOOL, fixture);
      fixture = '';
    });

    const canvas = (page: Page) => page.getByRole('region', { name: 'Canvas' });
    const frameOf = (page: Page, type: string) => canvas(page).locator(`[data-block-frame][data-block-type="${type}"]`).first();
    // Course cards draw the school's data, loaded after the frame: wait for it before taking a picture.
    const settled = async (page: Page) => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.mouse.move(0, 0);
    };

    test('home with a selected block, then the inspector of each widget kind', async ({ page }) => {
      await openFixture(page);
      await frameOf(page, 'rich-text').click({ position: { x: 8, y: 8 } });
      await settled(page);
      await expect(page).toHaveScreenshot('designer-home-selected.png');
      const inspector = page.getByRole('region', { name: 'Inspector' });
      // Between them: localized text, rich text, image, link, lists of items, choices, numbers, switches, colour and resource pickers.
      for (const type of ['banner', 'course-cards', 'hot-ranking']) {
        await frameOf(page, type).click({ position: { x: 8, y: 8 } });
        await settled(page);
        await expect(inspector).toHaveScreenshot(`designer-inspector-${type}.png`);
      }
      // The colour widget: a section, added after the selection (and taken away again by restoreDraft).
      await page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Section', exact: true }).press('Enter');
      await expect(inspector.getByRole('heading', { name: 'Section block' })).toBeVisible();
      await settled(page);
      await expect(inspector).toHaveScreenshot('designer-inspector-section.png');
    });

    test('an empty page, a block dragged over it, and the release dialog', async ({ page }) => {
      await openDesigner(page);
      const pages = await pageAdmin(page);
      await pages.getByLabel('Page name').fill('Empty page');
      await pages.getByRole('button', { name: 'Add page' }).click();
      await expect(page.getByText('Drag blocks here, or choose one from the list.')).toBeVisible();
      await openTab(page, 'Blocks');
      await settled(page);
      await expect(page).toHaveScreenshot('designer-empty-page.png');

      const item = page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Banner', exact: true });
      const from = (await item.boundingBox())!;
      const to = (await canvas(page).boundingBox())!;
      await page.mouse.move(from.x + 20, from.y + 20);
      await page.mouse.down();
      await page.mouse.move(from.x + 40, from.y + 30, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 10 });
      await expect(page.locator('.palette-drag-preview')).toBeVisible();
      await expect(page).toHaveScreenshot('designer-drag-in-progress.png');
      await page.mouse.up();
      await expect(canvas(page).locator('[data-block-frame]')).toHaveCount(1);

      await page.getByRole('button', { name: 'Release', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Release this page' });
      await expect(dialog.getByRole('heading', { name: 'Added (1)' })).toBeVisible();
      await expect(page).toHaveScreenshot('designer-release-dialog.png');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await (await pageAdmin(page)).getByRole('button', { name: 'Delete page' }).click();
      await expect(canvas(page).locator('[data-block-id]').first()).toBeVisible();
    });

    test('the conflict dialog', async ({ page }) => {
      await openFixture(page);
      // Another session saved first: the server answers this save with a stale revision.
      await page.route('**/insert-user-renovation**', (route) =>
        route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 409, error: 'page.stale_revision', message: 'Stale', details: [{ currentRevision: 999 }] }) }),
      );
      await frameOf(page, 'rich-text').click({ position: { x: 8, y: 8 } });
      await page.keyboard.press('Control+d');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('dialog', { name: 'This page was changed elsewhere' })).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot('designer-conflict-dialog.png');
      await page.unroute('**/insert-user-renovation**');
      await page.getByRole('button', { name: 'Close' }).click();
    });

    test('in Arabic, right to left', async ({ page }) => {
      await openFixture(page, 'ar_SA');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('[data-block-id]').first()).toBeVisible();
      await settled(page);
      await expect(page).toHaveScreenshot('designer-ar-SA.png');
    });
  });

  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    test.describe(`portal at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });
      const shot = (name: string) => `portal-${name}-${viewport.width}.png`;

      test('home, login and class pages', async ({ page, playwright, baseURL }) => {
        const admin = await playwright.request.newContext({ baseURL });
        await restoreDemoHome(admin, DEMO_SCHOOL);
        await admin.dispose();
        const steady = async () => {
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await page.mouse.move(0, 0);
        };
        await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
        await expect(page.locator('[data-block-type="course-cards"]').first()).toBeVisible();
        await steady();
        await expect(page).toHaveScreenshot(shot('home'), { fullPage: false });

        await page.goto('/login/index?sxz-lang=en_US');
        await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
        await steady();
        await expect(page).toHaveScreenshot(shot('login'));

        await page.goto(`${await demoClassPath(page, DEMO_SCHOOL)}?sxz-lang=en_US`);
        await expect(page.locator('[data-block-type="class-view"]')).toBeVisible();
        await steady();
        // Dates follow the day the demo was seeded, and the seat count what other tests enrolled: both masked.
        await expect(page).toHaveScreenshot(shot('class'), { mask: [page.locator('time'), page.locator('.class-view__seats')] });
      });
    });
  }
});

