import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
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

test('/oauth2/v1/authorize: log in, land on the registered redirect URI with a code the application exchanges once', async ({ page, baseURL }) => {
  const visits: string[] = [];
  await page.route('https://timetable.example/**', async (route) => {
    visits.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<h1>Timetable</h1>' });
  });
  const ask = new URLSearchParams({ client_id: client.clientId, redirect_uri: APP_CALLBACK, response_type: 'code', state: 'st-42' });
  await page.goto(`/oauth2/v1/authorize?${ask}`);
  await expect(page).toHaveURL(/\/login\/index\?redirect=/);
  await waitForApp(page);
  await submitLogin(page, 'learner');

  await expect(page.getByRole('heading', { name: 'Timetable' })).toBeVisible();
  const landed = new URL(page.url());
  expect(landed.origin + landed.pathname).toBe(APP_CALLBACK);
  expect(landed.searchParams.get('state')).toBe('st-42');
  const code = landed.searchParams.get('code')!;
  expect(code).toMatch(/^[\w-]{40,}$/);
  expect(visits).toHaveLength(1);

  // The application's server, not the browser, exchanges the code.
  const appServer = await playwrightRequest.newContext({ baseURL });
  try {
    const form = { grant_type: 'authorization_code', client_id: client.clientId, client_secret: client.clientSecret, code, redirect_uri: APP_CALLBACK };
    const exchanged = await appServer.post('/api/auth/v1/oauth/token', { form });
    expect(exchanged.status(), await exchanged.text()).toBe(200);
    expect(((await exchanged.json()) as { data: { displayName: string } }).data.displayName).toBe('Lee Learner');
    const again = await appServer.post('/api/auth/v1/oauth/token', { form });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('oauth.invalid_grant');
  } finally {
    await appServer.dispose();
  }
});

test('/bigNet/v1/authorize: a logged-in user goes straight to the application; an unregistered redirect URI is refused and nothing is sent', async ({ page }) => {
  const visits: string[] = [];
  await page.route('https://timetable.example/**', async (route) => {
    visits.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<h1>Timetable</h1>' });
  });
  const home = `/portal/${DEMO_SCHOOL}/home`;
  await page.goto(`/login/index?redirect=${encodeURIComponent(home)}`);
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(new RegExp(`${home}$`));

  await page.goto(`/bigNet/v1/authorize?${new URLSearchParams({ client_id: client.clientId, redirect_uri: APP_CALLBACK, response_type: 'code' })}`);
  await expect(page.getByRole('heading', { name: 'Timetable' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();

  await page.goto(`/bigNet/v1/authorize?${new URLSearchParams({ client_id: client.clientId, redirect_uri: 'https://timetable.example/elsewhere', response_type: 'code' })}`);
  await expect(page.getByRole('alert')).toContainText('This application cannot sign you in here');
  await expect(page.getByRole('alert')).toContainText("The application's return address is not allowed.");
  expect(new URL(page.url()).pathname).toBe('/bigNet/v1/authorize');
  expect(visits).toHaveLength(1);
});
