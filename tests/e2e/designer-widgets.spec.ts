import { expect, test, type Page } from '@playwright/test';
import { openDesigner, restoreDraft } from './designer-helpers';

test.afterEach(async ({ page }) => restoreDraft(page));

// A 1×1 PNG; the server checks content, so the test image is a real one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const inspector = (page: Page) => page.getByRole('region', { name: 'Inspector' });

/** Adds an Image block after the first block, from the palette by keyboard; the inspector shows it. */
async function addImage(page: Page) {
  await page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame]').first().click({ position: { x: 4, y: 4 } });
  await page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Image', exact: true }).press('Enter');
  await expect(inspector(page).getByRole('heading', { name: 'Image block' })).toBeVisible();
}

test('the image widget uploads a PNG through the upload API with progress, by keyboard, and the canvas shows it', async ({ page, request }) => {
  await openDesigner(page);
  await addImage(page);
  const slot = page.waitForRequest((r) => r.url().includes('/api/school/v1/files/get-upload-url'));
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/uploadFile'));
  const chooser = page.waitForEvent('filechooser');
  // The file input is reached and opened from the keyboard.
  await inspector(page).getByLabel('Upload an image for Image').focus();
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await slot;
  await put;
  await expect(inspector(page).getByRole('status').filter({ hasText: 'Image uploaded.' })).toBeVisible();
  const address = inspector(page).getByLabel('Image', { exact: true });
  // The address carries the file's unguessable key.
  await expect(address).toHaveValue(/^\/api\/school\/v1\/files\/\d{19}\/\d{19}\/[A-Za-z0-9_-]{22}$/);
  const url = await address.inputValue();
  await expect(inspector(page).getByRole('img', { name: 'Preview of Image' })).toHaveAttribute('src', url);
  await expect(page.getByRole('region', { name: 'Canvas' }).locator(`[data-block-type="image"] img[src="${url}"]`)).toHaveCount(1);
  expect((await page.request.get(url)).headers()['content-type']).toBe('image/png');
  // A page image of an open school is public: visitors of released pages see it.
  expect((await request.get(url)).status()).toBe(200);
});

test('the image widget shows a progress bar while sending and a clear error for a file that is not an image', async ({ page }) => {
  await openDesigner(page);
  await addImage(page);
  const before = await inspector(page).getByLabel('Image', { exact: true }).inputValue();
  // Hold the upload back so the progress bar can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/uploadFile**', async (route) => {
    await held;
    await route.continue();
  });
  await inspector(page).getByLabel('Upload an image for Image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(inspector(page).getByRole('progressbar', { name: 'Uploading Image' })).toBeVisible();
  release();
  await expect(inspector(page).getByRole('alert')).toHaveText('Only GIF, JPEG and PNG images can be uploaded.');
  await expect(inspector(page).getByRole('progressbar')).toHaveCount(0);
  await expect(inspector(page).getByLabel('Image', { exact: true })).toHaveValue(before);
});

test('the link widget links a page of the school or a checked address', async ({ page }) => {
  await openDesigner(page);
  await addImage(page);
  const link = inspector(page).getByLabel('Link', { exact: true });
  const pagePicker = inspector(page).getByLabel('Link: a page of the school');
  await expect(pagePicker.locator('option').nth(1)).toBeAttached();
  const firstPage = pagePicker.locator('option').nth(1);
  const [pageId, pageName] = [await firstPage.getAttribute('value'), (await firstPage.textContent())!];
  await pagePicker.selectOption(pageId!);
  await expect(link).toHaveValue(`/portal/1100000000000000001/home?pageId=${pageId}`);
  await expect(inspector(page).getByText(`Opens the page “${pageName}”.`)).toBeVisible();

  await link.fill('https://example.org/path');
  await expect(inspector(page).getByText('Opens another site: example.org.')).toBeVisible();
  await expect(pagePicker).toHaveValue('');

  await link.fill('javascript:alert(1)');
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(inspector(page).getByText('Enter an address that starts with https:// or with / for a page of this portal.')).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
});
