import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousProblems } from './axe';
import { DEMO_SCHOOL, submitLogin, waitForApp } from './helpers';
import { adminApi } from './identity-helpers';

// The application lives on another site; the browser's visits there are answered here, so the test
// sees exactly where the portal sends the user.
const APP_CALLBACK = 'https://timetable.example/oauth/callback';
let api: APIRequestContext;
let client: { clientId: string; clientSecret: string };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sxz-lang', value: 'en_US', url: baseURL! }]);
  api = await adminApi(baseURL!);
  const res = await api.post(`/api/school/schools/${DEMO_SCHOOL}/oauth-clients`, { data: { name: 'Timetable', redirectUris: [APP_CALLBACK] } });
  expect(res.status(), await res.text()).toBe(201);
  client = ((await res.json()) as { data: typeof client }).data;
});
test.afterEach(async () => {
  expect((await api.delete(`/api/school/schools/${DEMO_SCHOOL}/oauth-clients/${client.clientId}`)).status()).toBe(200);
  await api.dispose();
});

/** Answers the browser's visits to the application with a page of its own; returns the addresses visited. */
async function application(page: Page): Promise<string[]> {
  const visits: string[] = [];
  await page.route('https://timetable.example/**', async (route) => {
    visits.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<h1>Timetable</h1>' });
  });
  return visits;
}

const authorizePath = (path: '/oauth2/v1/authorize' | '/bigNet/v1/authorize', params: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ client_id: client.clientId, redirect_uri: APP_CALLBACK, response_type: 'code', ...params })}`;

async function loginFirst(page: Page, who: 'learner' | 'teacher') {
  const home = `/portal/${DEMO_SCHOOL}/home`;
  await page.goto(`/login/index?redirect=${encodeURIComponent(home)}`);
  await submitLogin(page, who);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

const consentHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in to Timetable' });

test('first sign-in asks: the consent screen, Allow, the application gets a code worth exactly the granted fields; the next sign-in goes straight through', async ({ page, baseURL }) => {
  const visits = await application(page);
  await page.goto(authorizePath('/oauth2/v1/authorize', { state: 'st-42', scope: 'openid profile email' }));
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
  await waitForApp(page);
  await submitLogin(page, 'learner');

  await expect(consentHeading(page)).toBeVisible();
  await expect(consentHeading(page)).toBeFocused();
  await expect(page.getByText('Registered by Demo School')).toBeVisible();
  const receives = page.getByRole('region', { name: 'Timetable will receive:' });
  await expect(receives.getByRole('listitem')).toHaveText(['Your account ID on this portal', 'Your name and profile picture', 'Your e-mail address']);
  await expect(page.getByText('Signed in as Lee Learner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Not you? Switch account' })).toBeVisible();
  expect(visits).toEqual([]);
  expect(await seriousProblems(page), 'consent screen').toEqual([]);

  // Keyboard: from the question to the switch-account link, Deny, then Allow.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Deny' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Allow' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Timetable', exact: true })).toBeVisible();
  const landed = new URL(page.url());
  expect(landed.origin + landed.pathname).toBe(APP_CALLBACK);
  expect(landed.searchParams.get('state')).toBe('st-42');
  const code = landed.searchParams.get('code')!;
  expect(code).toMatch(/^[\w-]{40,}$/);
  expect(visits).toHaveLength(1);

  // The application's server, not the browser, exchanges the code: for the fields the member granted, once.
  const appServer = await playwrightRequest.newContext({ baseURL });
  try {
    const form = { grant_type: 'authorization_code', client_id: client.clientId, client_secret: client.clientSecret, code, redirect_uri: APP_CALLBACK };
    const exchanged = await appServer.post('/api/auth/v1/oauth/token', { form });
    expect(exchanged.status(), await exchanged.text()).toBe(200);
    const data = ((await exchanged.json()) as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(['avatarUrl', 'displayName', 'email', 'nickName', 'realName', 'scope', 'user_id']);
    expect(data).toMatchObject({ displayName: 'Lee Learner', scope: 'openid profile email' });
    const again = await appServer.post('/api/auth/v1/oauth/token', { form });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('oauth.invalid_grant');
  } finally {
    await appServer.dispose();
  }

  // Remembered: the same application asking for no more goes straight back, without a screen.
  await page.goto(authorizePath('/bigNet/v1/authorize', { scope: 'openid email' }));
  await expect(page.getByRole('heading', { name: 'Timetable', exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
  expect(visits).toHaveLength(2);
  // Asking for more asks again, and says what is new.
  await page.goto(authorizePath('/oauth2/v1/authorize', { scope: 'openid profile phone' }));
  await expect(page.getByRole('region', { name: 'Timetable asks for more than you allowed before. It will receive:' }).getByRole('listitem').last()).toHaveText('Your mobile numberNew');
});

test('Deny goes back to the application with error=access_denied and the state, and no code', async ({ page }) => {
  const visits = await application(page);
  await loginFirst(page, 'learner');
  await page.goto(authorizePath('/oauth2/v1/authorize', { state: 'no-thanks' }));
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('heading', { name: 'Timetable', exact: true })).toBeVisible();
  const landed = new URL(page.url());
  expect(landed.origin + landed.pathname).toBe(APP_CALLBACK);
  expect(Object.fromEntries(landed.searchParams)).toEqual({ error: 'access_denied', error_description: 'The member did not allow this application.', state: 'no-thanks' });
  expect(visits).toHaveLength(1);
  // Nothing was remembered: the next request asks again.
  await page.goto(authorizePath('/oauth2/v1/authorize'));
  await expect(consentHeading(page)).toBeVisible();
});

test('"Not you?" signs out and back in as someone else, who is asked on their own', async ({ page }) => {
  await loginFirst(page, 'learner');
  const ask = authorizePath('/oauth2/v1/authorize', { state: 'switch' });
  await page.goto(ask);
  await expect(page.getByText('Signed in as Lee Learner')).toBeVisible();
  await page.getByRole('link', { name: 'Not you? Switch account' }).click();
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(ask);
  await submitLogin(page, 'teacher');
  await expect(consentHeading(page)).toBeVisible();
  await expect(page.getByText('Signed in as Tom Teacher')).toBeVisible();
});

test('revoked in the personal space, the application has to ask again', async ({ page }) => {
  await application(page);
  await loginFirst(page, 'teacher');
  await page.goto(authorizePath('/oauth2/v1/authorize'));
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Timetable', exact: true })).toBeVisible();

  await page.goto(`/personSpace/${DEMO_SCHOOL}/settings`);
  const section = page.getByRole('region', { name: 'Applications you allowed' });
  const row = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Timetable', exact: true }) });
  await expect(row.getByText('Registered by Demo School')).toBeVisible();
  await expect(row.locator('.space-apps__scopes li')).toHaveText(['Your account ID', 'Your name and profile picture']);
  await expect(row.getByText(/^Allowed on /)).toBeVisible();
  await section.screenshot({ path: test.info().outputPath('applications-you-allowed.png') });
  expect(await seriousProblems(page, '.space-apps'), 'applications you allowed').toEqual([]);
  await row.getByRole('button', { name: 'Revoke Timetable' }).click();
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await row.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(section.getByRole('status')).toHaveText('Timetable can no longer sign you in without asking you first.');
  await expect(section.getByRole('heading', { name: 'Timetable', exact: true })).toHaveCount(0);

  await page.goto(authorizePath('/oauth2/v1/authorize'));
  await expect(consentHeading(page)).toBeVisible();
});

test('an unregistered redirect URI is refused on an error screen and nothing is sent', async ({ page }) => {
  const visits = await application(page);
  await loginFirst(page, 'learner');
  await page.goto(authorizePath('/bigNet/v1/authorize', { redirect_uri: 'https://timetable.example/elsewhere' }));
  await expect(page.getByRole('alert')).toContainText('This application cannot sign you in here');
  await expect(page.getByRole('alert')).toContainText("The application's return address is not allowed.");
  expect(new URL(page.url()).pathname).toBe('/bigNet/v1/authorize');
  expect(visits).toEqual([]);
});

test('no page, not even one of this site, can show the consent screen in a frame to have Allow clicked', async ({ page, baseURL }) => {
  await loginFirst(page, 'learner');
  const target = `${baseURL}${authorizePath('/oauth2/v1/authorize')}`;
  // A page of the same origin (its cookies go along, unlike a cross-site frame's) framing the screen.
  await page.route(`${baseURL}/prize`, (route) => route.fulfill({ contentType: 'text/html', body: `<h1>Win a prize</h1><iframe title="prize" src="${target}" width="600" height="600"></iframe>` }));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/v1/oauth/')) asked.push(request.url());
  });
  const framed = page.waitForResponse((response) => response.url() === target);
  await page.goto('/prize');
  const response = await framed;
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Allow' })).toHaveCount(0);

  // Should the headers ever be lost on the way, the screen itself refuses to ask inside a frame.
  await page.route(target, async (route) => {
    const original = await route.fetch();
    const headers = Object.fromEntries(Object.entries(original.headers()).filter(([name]) => !['x-frame-options', 'content-security-policy'].includes(name)));
    await route.fulfill({ response: original, headers });
  });
  await page.goto('/prize');
  await expect(frame.getByRole('alert')).toContainText('For your safety, this page does not work inside another page.');
  await expect(frame.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test.describe('@screenshot consent screen', () => {
  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width}×${viewport.height}, and right to left`, async ({ page, context, baseURL }) => {
      await page.setViewportSize(viewport);
      await loginFirst(page, 'learner');
      await page.goto(authorizePath('/oauth2/v1/authorize', { scope: 'openid profile phone email' }));
      await expect(consentHeading(page)).toBeVisible();
      // Nothing overflows the screen sideways, and both answers are on it without scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      for (const name of ['Allow', 'Deny']) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
      }
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`consent-${viewport.width}.png`);

      await context.addCookies([{ name: 'sxz-lang', value: 'ar_SA', url: baseURL! }]);
      await page.goto(authorizePath('/oauth2/v1/authorize', { scope: 'openid profile phone email' }));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى Timetable' })).toBeVisible();
      const allow = (await page.getByRole('button', { name: 'السماح' }).boundingBox())!;
      const deny = (await page.getByRole('button', { name: 'رفض' }).boundingBox())!;
      // Right to left, Allow sits to the left of Deny (the end of the row).
      expect(allow.x).toBeLessThan(deny.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: test.info().outputPath(`consent-ar-${viewport.width}.png`) });
    });
  }
});
