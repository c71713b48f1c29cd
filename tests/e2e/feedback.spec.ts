import { expect, test, type Page } from '@playwright/test';
import { DEMO_SCHOOL, submitLogin } from './helpers';

// A 1×1 PNG; the server checks content, so every test image is a real one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const HOME = `/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`;
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function openDialog(page: Page) {
  await page.locator('footer').getByRole('link', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a visitor who asks for feedback gets the login page in a new window, with the path to return to', async ({ page, context }) => {
  await page.goto(HOME);
  const popup = context.waitForEvent('page');
  await page.locator('footer').getByRole('link', { name: 'Feedback', exact: true }).click();
  const login = await popup;
  await login.waitForLoadState();
  expect(new URL(login.url()).pathname).toBe('/login/index');
  expect(new URL(login.url()).searchParams.get('redirect')).toBe(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the feedback dialog validates, uploads up to four images, submits and resets', async ({ page }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(HOME)}`);
  await submitLogin(page, 'learner');
  await page.waitForURL(/\/portal\/.*\/home/);
  let dialog = await openDialog(page);
  await expect(dialog.getByRole('radio', { name: 'Fault' })).toBeChecked();

  // Text is required.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your question' })).toBeVisible();

  // Leading whitespace goes as typed; the counter follows; 200 characters at most.
  const text = dialog.getByLabel('Description');
  await text.fill('   The video stops');
  await expect(text).toHaveValue('The video stops');
  await expect(dialog.getByText('15/200')).toBeVisible();
  await text.fill('x'.repeat(230));
  await expect(dialog.getByText('200/200')).toBeVisible();
  await text.fill('The video stops at 3:10');

  // The phone must be a mainland mobile number when given.
  const phone = dialog.getByLabel('Phone number');
  await phone.fill('12345678901');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid phone number' })).toBeVisible();
  await phone.fill('13812345678');

  // Unchecking contact hides the phone.
  await dialog.getByLabel('You may contact me').uncheck();
  await expect(dialog.getByLabel('Phone number')).toHaveCount(0);
  await dialog.getByLabel('You may contact me').check();
  await expect(dialog.getByLabel('Phone number')).toHaveValue('13812345678');

  // Only gif, jpeg and png.
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only gif, jpeg and png images are supported' })).toBeVisible();

  // Four images, one at a time; then the add button is gone.
  for (let i = 1; i <= 4; i++) {
    await dialog.locator('input[type=file]').setInputFiles(png(`shot ${i}.png`));
    await expect(dialog.getByRole('img')).toHaveCount(i);
  }
  await expect(dialog.getByText('Add image')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Remove image 4' }).click();
  await expect(dialog.getByText('Add image')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(png('again.png'));
  await expect(dialog.getByRole('img')).toHaveCount(4);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/school/feedback/addFeedback'));
  await dialog.getByRole('radio', { name: 'Content comment' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ feedbackType: 3, feedbackContent: 'The video stops at 3:10', allowContact: 1, phoneNumber: '13812345678', clientType: '1', tenantId: DEMO_SCHOOL });
  expect(body.picUrl.split(',')).toHaveLength(4);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Everything is reset when it opens again, and after cancelling.
  dialog = await openDialog(page);
  await expect(dialog.getByRole('radio', { name: 'Fault' })).toBeChecked();
  await expect(dialog.getByLabel('Description')).toHaveValue('');
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await expect(dialog.getByLabel('You may contact me')).toBeChecked();
  await expect(dialog.getByLabel('Phone number')).toHaveValue('');
  await dialog.getByLabel('Description').fill('draft');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await openDialog(page);
  await expect(dialog.getByLabel('Description')).toHaveValue('');

  // The global help-box function opens it too.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.evaluate(() => window.openFeedback?.());
  await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
});

test('a failed submission shows the server message; a network failure shows "feedback failed"', async ({ page }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(HOME)}`);
  await submitLogin(page, 'learner');
  await page.waitForURL(/\/portal\/.*\/home/);
  const dialog = await openDialog(page);
  await dialog.getByLabel('Description').fill('Hello');
  await page.route('**/api/school/feedback/addFeedback', (route) => route.fulfill({ status: 200, json: { code: 500, message: 'Try later please' } }));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Try later please' })).toBeVisible();
  await page.route('**/api/school/feedback/addFeedback', (route) => route.abort());
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Feedback failed, please try again' })).toBeVisible();
  await expect(dialog).toBeVisible();
});
