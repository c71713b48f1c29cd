import { expect, test, type Page } from '@playwright/test';
import { openDesigner, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

const richFrame = (page: Page) => page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame][data-block-type="rich-text"]').first();

test('rich text is edited as it looks, one language at a time, with safe links only and an HTML source view', async ({ page }) => {
  await openDesigner(page);
  await richFrame(page).click({ position: { x: 8, y: 8 } });
  const inspector = page.getByRole('region', { name: 'Inspector' });
  const language = inspector.getByLabel('Language of Text');
  await expect(language).toHaveValue('en_US');
  const text = inspector.getByRole('textbox', { name: 'Text (en_US)' });
  await expect(text.getByRole('heading', { name: 'About us' })).toBeVisible();

  // Typing at the end, bold from the keyboard: the canvas shows it, stored as HTML.
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Open every day');
  await expect(richFrame(page).locator('strong', { hasText: 'Open every day' })).toBeVisible();

  // A link: an unsafe address is refused, a page of the portal is taken.
  await page.keyboard.press('Shift+Home');
  const toolbar = inspector.getByRole('toolbar', { name: 'Formatting of Text (en_US)' });
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = toolbar.getByLabel('Link address (empty removes the link)');
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(inspector.getByRole('alert')).toContainText('Enter an address that starts with https://');
  await address.fill('/portal/1100000000000000001/search');
  await address.press('Enter');
  await expect(richFrame(page).getByRole('link', { name: 'Open every day' })).toHaveAttribute('href', '/portal/1100000000000000001/search');

  // The source view shows the stored HTML; the other language is edited on its own.
  await inspector.getByRole('button', { name: 'HTML source' }).click();
  await expect(inspector.getByRole('textbox', { name: /Text HTML/ })).toHaveValue(/<a href="\/portal\/1100000000000000001\/search"[^>]*><strong>Open every day<\/strong><\/a>/);
  await inspector.getByRole('button', { name: 'HTML source' }).click();
  await language.selectOption('zh_CN');
  const chinese = inspector.getByRole('textbox', { name: 'Text (zh_CN)' });
  await expect(chinese.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(chinese).not.toContainText('Open every day');
});

test('rich text is edited in place on the canvas: double-click, type, Escape', async ({ page }) => {
  await openDesigner(page);
  // Found by id: while edited, the frame holds the editor instead of the block.
  const id = await richFrame(page).getAttribute('data-frame-id');
  const frame = page.locator(`[data-frame-id="${id}"]`);
  await frame.dblclick({ position: { x: 40, y: 60 } });
  const inPlace = frame.getByRole('textbox', { name: 'Text (en_US)' });
  await expect(inPlace).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Welcome!');
  await page.keyboard.press('Escape');
  await expect(inPlace).toHaveCount(0);
  await expect(frame.locator('.rich-text')).toContainText('design. Welcome!');
  // The inspector shows the same text: one value in the store.
  await expect(page.getByRole('region', { name: 'Inspector' }).getByRole('textbox', { name: 'Text (en_US)' })).toContainText('Welcome!');
});
