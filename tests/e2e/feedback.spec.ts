import { expect, test, type Page } from '@playwright/test';
import { openDesigner, openTool } from './designer-helpers';
import { DEMO_SCHOOL, submitLogin } from './helpers';
import { logIn } from './page-setup';

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
  // Feedback pictures are private to their sender (and the administrators): the sender's browser shows them.
  for (const shown of await dialog.getByRole('img').all()) {
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  }
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

test('the dialog shows the service contact by the footer\'s rule: switch "1", a detail set, host not white-listed', async ({ page, browser, baseURL }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(HOME)}`);
  await submitLogin(page, 'admin');
  await page.waitForURL(/\/portal\/.*\/home/);
  const setContact = (value: Record<string, string>) => page.request.put(`/api/school/biz/config?schoolId=${DEMO_SCHOOL}`, { data: value });
  try {
    expect((await setContact({ servicePhone: '400-800-1234', serviceEmail: 'help@demo.example', serviceWeChat: '', switch: '1' })).ok()).toBe(true);
    let dialog = await openDialog(page);
    await expect(dialog.getByTestId('service-contact')).toHaveText('Customer service: 400-800-1234 · help@demo.example');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Switch off, or nothing set: no contact line.
    await setContact({ servicePhone: '400-800-1234', serviceEmail: '', serviceWeChat: '', switch: '0' });
    let answered = page.waitForResponse((r) => r.url().includes('/api/school/biz/queryConfig'));
    dialog = await openDialog(page);
    await answered;
    await expect(dialog.getByTestId('service-contact')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await setContact({ servicePhone: '', serviceEmail: '', serviceWeChat: '', switch: '1' });
    answered = page.waitForResponse((r) => r.url().includes('/api/school/biz/queryConfig'));
    dialog = await openDialog(page);
    await answered;
    await expect(dialog.getByTestId('service-contact')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The same server on a white-listed host (CONTACT_HIDDEN_HOSTS=127.0.0.1): neither footer nor dialog shows it.
    await setContact({ servicePhone: '400-800-1234', serviceEmail: '', serviceWeChat: '', switch: '1' });
    const hidden = await browser.newContext({ baseURL: baseURL!.replace('localhost', '127.0.0.1') });
    const other = await hidden.newPage();
    await other.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(HOME)}`);
    await submitLogin(other, 'learner');
    await other.waitForURL(/\/portal\/.*\/home/);
    await expect(other.locator('footer.page-footer')).toBeVisible();
    await expect(other.locator('footer .page-footer__contact')).toHaveCount(0);
    const read = Promise.all([other.waitForResponse((r) => r.url().includes('/open/footer')), other.waitForResponse((r) => r.url().includes('/queryConfig'))]);
    const otherDialog = await openDialog(other);
    await read;
    await other.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await expect(otherDialog.getByTestId('service-contact')).toHaveCount(0);
    await hidden.close();
    // ...while on localhost both do.
    await page.reload();
    await expect(page.locator('footer .page-footer__contact')).toContainText('400-800-1234');
    dialog = await openDialog(page);
    await expect(dialog.getByTestId('service-contact')).toHaveText('Customer service: 400-800-1234');
  } finally {
    await setContact({ servicePhone: '', serviceEmail: '', serviceWeChat: '', switch: '0' });
  }
});

test('an upload the server refuses shows its message and the error state; a lost upload shows "image failed"', async ({ page }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(HOME)}`);
  await submitLogin(page, 'learner');
  await page.waitForURL(/\/portal\/.*\/home/);
  const dialog = await openDialog(page);
  // Content decides: a file named .png that is no image is refused by the server (901100007 → format only).
  const slot = page.waitForRequest((r) => r.url().includes('/api/school/v1/files/get-upload-url'));
  await dialog.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html></html>') });
  // The upload-URL call names the school and the user in headers, as the spec's client does.
  expect((await slot).headers()).toMatchObject({ tenantid: DEMO_SCHOOL, user_id: expect.stringMatching(/^[1-9][0-9]{18}$/) });
  await expect(page.getByRole('alert').filter({ hasText: 'Only gif, jpeg and png images are supported' })).toBeVisible();
  await expect(dialog.locator('.feedback-images')).toHaveAttribute('data-state', 'error');
  await expect(dialog.getByRole('img')).toHaveCount(0);

  await page.route('**/api/portal/api/v1/portal/uploadFile?*', (route) => route.abort());
  await dialog.locator('input[type=file]').setInputFiles(png('ok.png'));
  await expect(page.locator('.toast-region').getByRole('alert')).toHaveText('Image upload failed');
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await page.unroute('**/api/portal/api/v1/portal/uploadFile?*');

  // While uploading, a loading state; then the image.
  await page.route('**/api/portal/api/v1/portal/uploadFile?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await dialog.locator('input[type=file]').setInputFiles(png('slow.png'));
  await expect(dialog.getByRole('status').filter({ hasText: 'Uploading…' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(dialog.getByRole('img')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(dialog.locator('.feedback-images')).toHaveAttribute('data-state', 'idle');
});

test('/feedback/{schoolId} and /complaintReport/{schoolId} are pages of the school, and the dialog opens there', async ({ page }) => {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(`/feedback/${DEMO_SCHOOL}?sxz-lang=en_US`)}`);
  await submitLogin(page, 'learner');
  await page.waitForURL(new RegExp(`/feedback/${DEMO_SCHOOL}`));
  await expect(page.locator(`[data-block-type="footer"]`)).toBeVisible();
  const dialog = await openDialog(page);
  await dialog.getByLabel('Description').fill('Found on the feedback page');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/school/feedback/addFeedback'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ tenantId: DEMO_SCHOOL, feedbackContent: 'Found on the feedback page', feedbackType: 1 });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback' })).toBeVisible();

  await page.goto(`/complaintReport/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await expect(page.locator(`[data-block-type="footer"]`)).toBeVisible();
  await expect(page.locator(`[data-block-type="rich-text"]`)).toBeVisible();
});

test('administrators read feedback in the designer, with its picture, and mark it handled or open again', async ({ page, playwright, baseURL, request }) => {
  const learner = await playwright.request.newContext({ baseURL });
  await logIn(learner, 'learner');
  const slot = await (await learner.get(`/api/school/v1/files/get-upload-url?fileName=shot.png&bucketName=static&module=feedback&schoolId=${DEMO_SCHOOL}`)).json();
  const uploaded = await (await learner.put(slot.data.url, { multipart: { file: png('shot.png'), fileName: 'shot.png', module: 'feedback' } })).json();
  const picture = uploaded.data.static_url as string;
  expect(picture).toMatch(/^\/api\/school\/v1\/files\/\d{19}\/\d{19}\/[A-Za-z0-9_-]{22}$/);
  const content = `Inbox check ${Date.now()}`;
  const sent = await learner.post('/api/school/feedback/addFeedback', {
    data: { feedbackType: 2, feedbackContent: content, picUrl: picture, allowContact: 1, tenantId: DEMO_SCHOOL, schoolName: 'Demo', userName: 'Lena Learner', clientType: '1', phoneNumber: '13912345678' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await learner.dispose();
  // A feedback picture is the sender's and the administrators': a visitor gets nothing.
  expect((await request.get(picture)).status()).toBe(404);

  await openDesigner(page);
  await openTool(page, 'Feedback received');
  const inbox = page.getByRole('dialog', { name: 'Feedback received' });
  const item = inbox.getByRole('listitem', { name: content });
  await expect(inbox.getByRole('radio', { name: 'Open' })).toBeChecked();
  await expect(item).toContainText('Question consultation');
  await expect(item).toContainText('From Lena Learner');
  await expect(item).toContainText('Phone number: 13912345678');
  // The administrator's browser loads the private picture.
  const shown = item.getByRole('img', { name: 'Picture 1' });
  await expect(shown).toHaveAttribute('src', picture);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(item).toHaveCount(0);

  await inbox.getByRole('radio', { name: 'Handled' }).check();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Reopen' }).click();
  await expect(item).toHaveCount(0);
  await inbox.getByRole('radio', { name: 'Open' }).check();
  await expect(item.getByRole('button', { name: 'Mark handled' })).toBeVisible();
  await inbox.getByRole('button', { name: 'Close' }).click();
  await expect(inbox).toHaveCount(0);
});
