import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_SCHOOL, DEMO_SUB_SCHOOL, submitLogin, waitForApp } from './helpers';

const HOME = `/portal/${DEMO_SCHOOL}/home`;

async function login(page: Page, who: 'admin' | 'learner', to: string) {
  await page.goto(`/login/index?sxz-lang=en_US&redirect=${encodeURIComponent(to)}`);
  await submitLogin(page, who);
  await expect(page).toHaveURL(new RegExp(to.replace(/[?]/g, '\\?')));
}

/** Sets a configuration key as the demo admin (a platform operator); undefined goes back to the default. */
async function setKey(request: APIRequestContext, name: string, value: unknown, query = '') {
  const url = `/api/platform/v1/config/${name}${query}`;
  const response = value === undefined ? await request.delete(url) : await request.put(url, { data: { value } });
  expect(response.status(), await response.text()).toBe(200);
}

test('the settings screen lists every key and refuses a value that breaks its schema with the key\'s message', async ({ page }) => {
  await login(page, 'admin', `/settings/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await expect(page.getByRole('heading', { name: 'School settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Platform settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'contactHiddenHosts' })).toBeVisible();
  const value = page.getByLabel('Value of versionInformationSwitch (JSON)');
  const key = page.locator('[data-key="versionInformationSwitch"]');
  await value.fill('"2"');
  await key.getByRole('button', { name: 'Save' }).click();
  await expect(key.getByRole('alert')).toHaveText('Use "0" or "1".');
  await value.fill('{ nope');
  await key.getByRole('button', { name: 'Save' }).click();
  await expect(key.getByRole('alert')).toHaveText('This is not valid JSON.');
  await value.fill('"1"');
  await key.getByRole('button', { name: 'Save' }).click();
  await expect(key.getByRole('status')).toHaveText('Saved.');
  await key.getByRole('button', { name: 'Reset to default' }).click();
  await expect(value).toHaveValue('"0"');
  // On a phone, long defaults wrap inside their card: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'supportChat', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('the support chat opens on a trusted school\'s design page and not on an untrusted one', async ({ page, baseURL }) => {
  await page.route('**/chat-stub**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><p>Chat stub</p>' }));
  await login(page, 'admin', `/settings/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await setKey(page.request, 'supportChatTrustedSchools', [DEMO_SCHOOL]);
  await setKey(page.request, 'supportChat', { host: `${baseURL}/chat-stub`, innerHost: '', hotlineId: 'demo-line', codeExpirationTime: 540000 });
  try {
    await page.goto(`/design/${DEMO_SCHOOL}?sxz-lang=en_US`);
    await expect(page.getByRole('region', { name: 'Canvas' })).toBeVisible();
    await page.getByRole('button', { name: 'Support chat' }).click();
    const frame = page.frameLocator('iframe[title="Support chat"]');
    await expect(frame.getByText('Chat stub')).toBeVisible();
    const src = await page.locator('iframe[title="Support chat"]').getAttribute('src');
    expect(src).toMatch(/\/chat-stub\?hotlineId=demo-line&code=[\w-]{20,}&lang=en_US$/);

    await page.goto(`/design/${DEMO_SCHOOL}/sub-school/${DEMO_SUB_SCHOOL}?sxz-lang=en_US`);
    await expect(page.getByRole('region', { name: 'Canvas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Support chat' })).toHaveCount(0);
  } finally {
    await setKey(page.request, 'supportChatTrustedSchools', undefined);
    await setKey(page.request, 'supportChat', undefined);
  }
});

test('a script chunk that does not load shows a reload message and is reported to the server', async ({ page }) => {
  await login(page, 'admin', HOME);
  await page.route('**/assets/SettingsScreen-*.js', (route) => route.abort('failed'));
  const report = page.waitForRequest((r) => r.url().endsWith('/api/platform/v1/client-errors') && r.method() === 'POST');
  await page.goto(`/settings/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await expect(page.getByRole('alert')).toContainText('Part of this page could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect((await report).postDataJSON()).toMatchObject({ kind: 'ChunkLoadError', attempt: 2 });
});

test('a style chunk that does not load shows CSS_CHUNK_LOAD_FAILED with a reload action', async ({ page }) => {
  await login(page, 'admin', HOME);
  await page.route('**/assets/DesignerScreen-*.css', (route) => route.abort('failed'));
  const report = page.waitForRequest((r) => r.url().endsWith('/api/platform/v1/client-errors') && r.method() === 'POST');
  await page.goto(`/design/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await expect(page.getByText('The page’s styles could not be loaded.')).toBeVisible();
  await expect(page.locator('[data-error-kind="CSS_CHUNK_LOAD_FAILED"]')).toBeVisible();
  expect((await report).postDataJSON()).toMatchObject({ kind: 'CSS_CHUNK_LOAD_FAILED' });
  await page.unroute('**/assets/DesignerScreen-*.css');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('region', { name: 'Canvas' })).toBeVisible();
});

test('when the session ends inside an embedding page, the parent hears of it and the portal goes to login keeping the way back', async ({ page, context, baseURL }) => {
  await page.clock.install();
  await login(page, 'learner', HOME);
  await page.route('**/test-parent.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><title>Parent</title><script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>
      <iframe title="Portal" src="${HOME}?sxz-lang=en_US" style="width:1000px;height:700px"></iframe>`,
  }));
  await page.goto(`${baseURL}/test-parent.html`);
  const portal = page.frameLocator('iframe[title="Portal"]');
  await expect(portal.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The session ends: the access token is gone and the refresh token no longer works.
  await context.clearCookies({ name: 'access_token' });
  const refresh = (await context.cookies()).find((c) => c.name === 'refresh_token')!;
  await context.addCookies([{ ...refresh, value: 'ended-session' }]);
  // The next heartbeat meets the ended session in the shared request path.
  await page.clock.runFor(300_000);
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toContainEqual({ type: 'portal:logout' });
  await expect.poll(() => page.frames()[1]!.url()).toContain(`/login/index?redirect=${encodeURIComponent(`${HOME}?sxz-lang=en_US`)}`);
  expect((await context.cookies()).some((c) => c.name === 'session_hint')).toBe(false);
});

test('a new agreement version asks a member again; accepting lets them go on', async ({ page, browser }) => {
  await login(page, 'admin', HOME);
  await setKey(page.request, 'agreementVersions', { privacy: 3, service: 1 });
  const learner = await browser.newPage();
  try {
    await login(learner, 'learner', HOME);
    const dialog = learner.getByRole('dialog', { name: 'Updated agreements' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(dialog).toBeHidden();
    await learner.reload();
    await waitForApp(learner);
    await expect(learner.getByRole('dialog', { name: 'Updated agreements' })).toHaveCount(0);
  } finally {
    await learner.close();
    await setKey(page.request, 'agreementVersions', undefined);
  }
});

test('the lecturing center needs TRAINING_CENTER: others see the insufficient-permissions page until an administrator grants it', async ({ page, browser }) => {
  const learner = await browser.newPage();
  try {
    await login(learner, 'learner', HOME);
    await learner.goto(`/portal/${DEMO_SCHOOL}/lecturing-center?sxz-lang=en_US`);
    await expect(learner).toHaveURL(/\/insufficient-permissions$/);
    await expect(learner.getByRole('heading', { name: 'No permission' })).toBeVisible();

    await login(page, 'admin', `/settings/${DEMO_SCHOOL}?sxz-lang=en_US`);
    const permissions = page.getByRole('region', { name: 'Permissions' });
    await permissions.getByLabel('Account').fill('learner');
    await permissions.getByRole('button', { name: 'Grant TRAINING_CENTER' }).click();
    await expect(permissions.getByRole('button', { name: 'Remove TRAINING_CENTER from learner' })).toBeVisible();

    await learner.goto(`/portal/${DEMO_SCHOOL}/lecturing-center?sxz-lang=en_US`);
    await expect(learner).toHaveURL(`/portal/${DEMO_SCHOOL}/search?sxz-lang=en_US&cardType=5`);
    await permissions.getByRole('button', { name: 'Remove TRAINING_CENTER from learner' }).click();
    await expect(permissions.getByText('No one has been granted a permission yet.')).toBeVisible();
  } finally {
    await learner.close();
  }
});

test('an overseas environment shows its mobile support phone and speaks en_US by default', async ({ page, browser }) => {
  await login(page, 'admin', HOME);
  await setKey(page.request, 'environmentUrls', { de: ['127.0.0.1'] });
  await setKey(page.request, 'mobileSupportPhones', { de: '+49 30 1234' });
  const visitor = await browser.newPage({ baseURL: undefined });
  try {
    const port = new URL(page.url()).port;
    await visitor.goto(`http://127.0.0.1:${port}${HOME}?sxz-lang=en_US`);
    await expect(visitor.getByRole('link', { name: 'Support line: +49 30 1234' })).toHaveAttribute('href', 'tel:+49301234');
    // A screen of no school speaks the environment's default language; a school's own default comes first on its pages.
    await visitor.goto(`http://127.0.0.1:${port}/login/index`);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(visitor.getByRole('heading', { name: 'Log in' })).toBeVisible();
  } finally {
    await visitor.close();
    await setKey(page.request, 'environmentUrls', undefined);
    await setKey(page.request, 'mobileSupportPhones', undefined);
  }
});

test('the cookie dialog\'s answer is recorded for a member (knownCookiesAgreement with its operation)', async ({ page }) => {
  await login(page, 'learner', `${HOME}?sxz-lang=en_US`);
  await waitForApp(page);
  await page.evaluate(() => window.dispatchEvent(new Event('portal:open-cookie-settings')));
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.getByRole('switch', { name: 'Analytics cookies' }).check();
  const answer = page.waitForResponse((r) => r.url().includes('/api/assist/v2/agreement/open/knownCookiesAgreement?operation=1'));
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  expect((await (await answer).json()).data).toEqual({ operation: 1, recorded: true });
});
