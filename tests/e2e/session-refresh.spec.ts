import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { openDesigner, restoreDraft } from './designer-helpers';
import { DEMO_SCHOOL, submitLogin } from './helpers';

// Every call of the browser goes through the one request path: a 401 renews the session once and the
// call is sent again; a renewal that fails ends the session (src/platform/auth-failure.ts).

const TOKEN = '/api/auth/oauth/token';
// A 1×1 PNG; the server checks content, so the test image is a real one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Counts the requests of `page` whose method and path match, from now on. */
function counter(page: Page, method: string, path: string | RegExp) {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && (typeof path === 'string' ? url.pathname === path : path.test(url.pathname))) count += 1;
  });
  return () => count;
}

/** The short-lived access token runs out (is replaced by a worthless one); the refresh token lives on unless `revoked`. */
async function expire(context: BrowserContext, baseURL: string, revoked = false) {
  await context.addCookies([
    { name: 'access_token', value: 'expired', url: baseURL },
    ...(revoked ? [{ name: 'refresh_token', value: 'revoked', url: baseURL }] : []),
  ]);
}

/** A learner on the class view of a class with free places, the Enrol or Leave class button shown. */
async function learnerOnClassView(page: Page, request: APIRequestContext) {
  const list = await request.get(`/api/portal/api/v1/portal/class-resource?schoolId=${DEMO_SCHOOL}&pageSize=20`);
  const classes = (await list.json()).data.list as { id: string }[];
  const infos = await Promise.all(classes.map(async (c) => (await (await request.get(`/api/manager/class/classInfo/${c.id}?schoolId=${DEMO_SCHOOL}`)).json()).data));
  const open = infos.find((info: { enrolledCount: number; capacity: number }) => info.enrolledCount < info.capacity) as { id: string };
  await page.goto(`/portal/${DEMO_SCHOOL}/class-view/${open.id}?sxz-lang=en_US`);
  const view = page.locator('[data-block-type="class-view"]');
  await view.getByRole('link', { name: 'Log in to enrol' }).click();
  await submitLogin(page, 'learner');
  const enrol = view.getByRole('button', { name: 'Enrol' });
  const leave = view.getByRole('button', { name: 'Leave class' });
  await expect(enrol.or(leave)).toBeVisible();
  return { classId: open.id, enrol, leave };
}

test("a block's mutation on an expired access token renews the session once and succeeds", async ({ page, context, request, baseURL }) => {
  const { enrol, leave } = await learnerOnClassView(page, request);
  const [from, to] = (await enrol.isVisible()) ? [enrol, leave] : [leave, enrol];
  await expire(context, baseURL!);
  const renewals = counter(page, 'POST', TOKEN);
  const mutations = counter(page, 'POST', /\/(enroll|unEnroll)$/);
  await from.click();
  await expect(to).toBeVisible();
  expect(renewals()).toBe(1);
  expect(mutations()).toBe(2);
  // Back as it was, with the renewed session.
  await to.click();
  await expect(from).toBeVisible();
  expect(renewals()).toBe(1);
});

test('an upload on an access token that ran out after its slot was opened renews the session once and succeeds', async ({ page, context, baseURL }) => {
  await openDesigner(page);
  try {
    await page.getByRole('region', { name: 'Canvas' }).locator('[data-block-frame]').first().click({ position: { x: 4, y: 4 } });
    await page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Image', exact: true }).press('Enter');
    const inspector = page.getByRole('region', { name: 'Inspector' });
    await expect(inspector.getByRole('heading', { name: 'Image block' })).toBeVisible();
    // The slot is opened with a good token, which runs out before the bytes go.
    await page.route('**/api/school/v1/files/get-upload-url*', async (route) => {
      const response = await route.fetch();
      await expire(context, baseURL!);
      await route.fulfill({ response });
    });
    const renewals = counter(page, 'POST', TOKEN);
    const uploads = counter(page, 'PUT', '/api/portal/api/v1/portal/uploadFile');
    const chooser = page.waitForEvent('filechooser');
    await inspector.getByLabel('Upload an image for Image').click();
    await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(inspector.getByRole('status').filter({ hasText: 'Image uploaded.' })).toBeVisible();
    await expect(inspector.getByLabel('Image', { exact: true })).toHaveValue(/^\/api\/school\/v1\/files\/\d+\/\d+/);
    expect(renewals()).toBe(1);
    expect(uploads()).toBe(2);
  } finally {
    await page.unrouteAll();
    await restoreDraft(page);
  }
});

test('a renewal that fails ends the session: the browser forgets it and goes to login, keeping where the user was', async ({ page, context, request, baseURL }) => {
  const { classId, enrol, leave } = await learnerOnClassView(page, request);
  await page.evaluate(() => localStorage.setItem('login.lastAccount', 'learner'));
  await expire(context, baseURL!, true);
  const renewals = counter(page, 'POST', TOKEN);
  await ((await enrol.isVisible()) ? enrol : leave).click();
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect')!)).toContain(classId);
  expect(renewals()).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('login.lastAccount'))).toBeNull();
});
