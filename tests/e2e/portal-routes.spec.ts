import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/routes';
import { storeRoutes } from '../../src/routes-store';
import { siteMapOf } from '../../src/site/site-map';
import { ACCOUNTS, DEMO_SCHOOL, DEMO_SUB_SCHOOL, submitLogin, waitForApp } from './helpers';

/** Uncaught errors and console errors of a page (a refused API call's own "Failed to load resource" line aside). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

async function login(page: Page, who: keyof typeof ACCOUNTS, port = '') {
  await page.goto(`${port}/login/index?sxz-lang=en_US&redirect=%2Fprivacy`);
  await submitLogin(page, who);
  await expect(page).toHaveURL(/\/privacy/);
}

/** A real screen: something is drawn, and it is not the not-found page. */
async function expectRealScreen(page: Page, href: string) {
  await expect(page.getByText('Loading…', { exact: true }), href).toHaveCount(0);
  await expect(page.locator('#root h1, #root h2, #root [data-block-type], #root [role="alert"], #root [role="status"]').first(), href).toBeVisible();
  const failed = ['Page not found', 'This page could not be found.', 'This page has not been released yet.', 'The page could not be loaded.', 'This content could not be loaded'];
  for (const missing of failed) {
    await expect(page.getByText(missing, { exact: true }), href).toHaveCount(0);
  }
}

test('every route of the main router shows a real screen, without console errors', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await login(page, 'learner');
  await waitForApp(page);
  // Leaving last the routes that end the session or leave the app.
  const last = ['/logout', '/refresh-token'];
  const entries = siteMapOf(routes).sort((a, b) => Number(last.includes(a.pattern)) - Number(last.includes(b.pattern)));
  for (const { pattern, href } of entries) {
    // The app's own router moves between routes, as a click on a link would.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${href}${href.includes('?') ? '&' : '?'}sxz-lang=en_US`);
    await expectRealScreen(page, pattern);
  }
  expect(errors).toEqual([]);
});

test('every route of the store router shows a real screen on a store host, titled for that host', async ({ page, baseURL }) => {
  const store = baseURL!.replace('localhost', 'store.localhost');
  const errors = watchErrors(page);
  for (const { pattern, href } of siteMapOf(storeRoutes)) {
    await page.goto(`${store}${href}?sxz-lang=en_US`);
    await expectRealScreen(page, pattern);
  }
  await page.goto(`${store}/introduce?sxz-lang=en_US`);
  await expect(page.getByRole('heading', { name: 'Open your online learning store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo Project Academy' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Course Store$/);
  // Routes of the main router are not the store's.
  await page.goto(`${store}/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a phone on a portal path goes to the mobile portal with the portal parameters, unless noRedirect=true', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' });
  const page = await context.newPage();
  await page.route('https://m.portal.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Mobile portal</h1>' }));
  await page.goto(`/portal/${DEMO_SCHOOL}/home?pageId=1200000000000000001&activeIndex=2&subIndex=1&sxz-lang=en_US&isVisit=false&fromType=app&o3src=share`);
  await expect(page.getByRole('heading', { name: 'Mobile portal' })).toBeVisible();
  expect(page.url()).toBe(`https://m.portal.test/portal/${DEMO_SCHOOL}/home?pageId=1200000000000000001&activeIndex=2&subIndex=1&sxz-lang=en_US&isVisit=false&fromType=app&o3src=share&schoolId=${DEMO_SCHOOL}`);
  await page.goto(`/portal/${DEMO_SCHOOL}/search?keyword=sql`);
  await expect(page).toHaveURL(`https://m.portal.test/search-result?keyword=sql&schoolId=${DEMO_SCHOOL}`);
  await page.goto(`/portal/${DEMO_SCHOOL}/sub-school?noRedirect=true&sxz-lang=en_US`);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Demo Branch School' })).toBeVisible();
  await context.close();
});

test('a member follows and unfollows a sub-school from its fans page', async ({ page }) => {
  await login(page, 'teacher');
  await page.goto(`/portal/${DEMO_SCHOOL}/sub-school/${DEMO_SUB_SCHOOL}/fans?sxz-lang=en_US`);
  await waitForApp(page);
  await expect(page.getByRole('status').filter({ hasText: '2 fans' })).toBeVisible();
  await page.getByRole('button', { name: /^Follow / }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 fans' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fans' }).getByText('Tom Teacher')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /^Stop following / }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 fans' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Follow / })).toHaveAttribute('aria-pressed', 'false');
});

test('a member orders a VIP package and cancels the order; embedded pages hide header and footer', async ({ page }) => {
  await login(page, 'admin');
  await page.goto(`/order/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Buy Monthly VIP' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order placed' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Monthly VIP' });
  await expect(row).toContainText('Unpaid');
  await row.getByRole('button', { name: 'Cancel the order of Monthly VIP' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Monthly VIP' }).first()).toContainText('Cancelled');

  await expect(page.locator('[data-block-type="nav-header"]')).toBeVisible();
  await page.goto(`/order/${DEMO_SCHOOL}?sxz-lang=en_US&fromType=studyCenterThird`);
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page.locator('footer.page-footer')).toHaveCount(0);
});

test('on a store host, creating a school opens the member\'s store and ends on the welcome page', async ({ page, baseURL }) => {
  const store = baseURL!.replace('localhost', 'store.localhost');
  await page.goto(`${store}/login/index?sxz-lang=en_US&redirect=%2Fregister%2Fcreate`);
  await submitLogin(page, 'teacher');
  await expect(page).toHaveURL(/\/register\/create$/);
  await page.getByLabel('School name').fill('Tom\'s Course Store');
  await page.getByRole('button', { name: 'Create school' }).click();
  await expect(page).toHaveURL(/\/register\/welcome\?schoolId=\d{19}$/);
  await expect(page.getByRole('heading', { name: 'Welcome to your store' })).toBeVisible();
  const schoolId = new URL(page.url()).searchParams.get('schoolId');
  // Asked from the page: only the browser resolves *.localhost.
  const type = await page.evaluate(async (id) => (await (await fetch(`/api/school/open/schools/select-school-config?schoolId=${id}`)).json()).data.schoolType, schoolId);
  expect(type).toBe('store');
});

test('the debug site map lists both routers, linked', async ({ page }) => {
  await page.goto(`/privacy?sxz-lang=en_US`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Site map' }).click();
  const drawer = page.getByRole('complementary', { name: 'All routes (debug)' });
  await expect(drawer.getByRole('link', { name: '/portal/:schoolId/o3-school/case-center-more' })).toHaveAttribute('href', '/portal/1100000000000000031/o3-school/case-center-more');
  await expect(drawer.getByRole('link', { name: '/register/welcome' })).toHaveCount(2);
  await drawer.getByRole('link', { name: '/community/:target' }).click();
  await expect(page.getByRole('heading', { name: 'Learners community' })).toBeVisible();
});

test('a school that cannot be fetched sends its screens to /abnormal/{httpStatus}; isVisit=true shows the preview mask', async ({ page }) => {
  await page.route('**/api/school/schools/open/schoolDetails?*', (route) => route.fulfill({ status: 503, json: { code: 503, error: 'server.unavailable', message: 'down' } }));
  await page.goto(`/community/${DEMO_SCHOOL}?sxz-lang=en_US`);
  await expect(page).toHaveURL(/\/abnormal\/503$/);
  await page.unroute('**/api/school/schools/open/schoolDetails?*');
  await login(page, 'admin');
  await page.goto(`/portal/${DEMO_SCHOOL}/sub-school?sxz-lang=en_US&isVisit=true`);
  await expect(page.getByTestId('preview-mask')).toHaveText('Preview: unreleased draft');
});

test('a member opens someone they follow from their space, unfollows and follows again; hidden parts stay hidden', async ({ page }) => {
  await login(page, 'teacher');
  await page.goto(`/portal/${DEMO_SCHOOL}/person-space/follow?sxz-lang=en_US`);
  await expect(page).toHaveURL(new RegExp(`/personSpace/${DEMO_SCHOOL}/follow\\?sxz-lang=en_US$`));
  await page.getByRole('list', { name: 'Following' }).getByRole('link', { name: 'Lee Learner' }).click();
  await expect(page.getByRole('heading', { name: "Lee Learner's space" })).toBeVisible();
  await expect(page.getByText('2 fans')).toBeVisible();
  await page.getByRole('button', { name: 'Stop following Lee Learner' }).click();
  await expect(page.getByText('1 fans')).toBeVisible();
  await page.getByRole('button', { name: 'Follow Lee Learner' }).click();
  await expect(page.getByText('2 fans')).toBeVisible();
  // The owner keeps visitors to themselves by default: no such tab for others.
  const tabs = page.getByRole('navigation', { name: 'Space sections' });
  await expect(tabs.getByRole('link')).toHaveText(['Dynamics', 'Works', 'Learning process', 'Fans', 'Following']);
  await tabs.getByRole('link', { name: 'Works' }).click();
  await expect(page.getByRole('heading', { name: 'Query planner notes' })).toBeVisible();
});
