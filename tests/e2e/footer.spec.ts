import { expect, test, type Page } from '@playwright/test';
import { openDesigner, openTool } from './designer-helpers';
import { ACCOUNTS, DEMO_SCHOOL } from './helpers';

async function loginByApi(page: Page, who: keyof typeof ACCOUNTS) {
  const res = await page.request.post('/api/auth/oauth/token', { form: { grant_type: 'password', username: ACCOUNTS[who].account, password: ACCOUNTS[who].password } });
  expect(res.ok()).toBe(true);
}

test('the default footer: fixed links with sxz-lang, help pages in a new window, fixed on the search page', async ({ page }) => {
  await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  const footer = page.locator('footer.page-footer');
  await expect(footer).toHaveClass(/page-footer--template-1/);
  await expect(footer.getByRole('link', { name: 'Student guide' })).toHaveAttribute('href', '/helpCenter/helpPage.htm?type=1&sxz-lang=en_US');
  await expect(footer.getByRole('link', { name: 'Administrator guide' })).toHaveAttribute('href', '/helpCenter/helpPage.htm?type=2&sxz-lang=en_US');
  await expect(footer.getByRole('link', { name: 'Help center' })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: 'Privacy statement' })).toHaveAttribute('href', '/privacy?sxz-lang=en_US');
  await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/commonUsage/cookiePolicy.htm?sxz-lang=en_US');
  await expect(footer.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  await expect(footer.locator('.page-footer__contact')).toHaveCount(0);
  await expect(footer).not.toHaveClass(/page-footer--fixed/);
  await page.goto(`/portal/${DEMO_SCHOOL}/search?sxz-lang=en_US`);
  await expect(page.locator('footer.page-footer')).toHaveClass(/page-footer--fixed/);
  await expect(page.locator('footer.page-footer')).toHaveCSS('position', 'fixed');
});

test('a custom footer an administrator saved: navigations, QR codes, version info, contact, help-center school', async ({ page }) => {
  await loginByApi(page, 'admin');
  const footer = await page.request.put(`/api/portal/api/v1/portal/open/footer?schoolId=${DEMO_SCHOOL}`, {
    data: {
      templates: [{
        templateType: 2, isUsed: true,
        copyright: { company: 'Demo Academy Ltd', beian: 'ICP-2026-01', registerSystemInfo: '', support: 'Demo IT' },
        footerNavigations: [{ showName: 'About us', relateUrl: '/about', children: [{ showName: 'Our team', relateUrl: '/team' }] }],
        footerQrCodes: [{ url: '/qr.png', urlEn: '/qr-en.png', urlMobile: '/qr-m.png', showName: 'Mobile app', explainMobile: 'Scan to install' }],
      }],
      versionInformationSwitch: '1',
      helpCenterJumpSchool: DEMO_SCHOOL,
    },
  });
  expect(footer.ok()).toBe(true);
  const contact = await page.request.put(`/api/school/biz/config?schoolId=${DEMO_SCHOOL}`, {
    data: { servicePhone: '400-800-1234', serviceEmail: 'help@demo.example', serviceWeChat: '', switch: '1' },
  });
  expect(contact.ok()).toBe(true);

  await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  const el = page.locator('footer.page-footer');
  await expect(el).toHaveClass(/page-footer--template-2/);
  await expect(el.getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/team?sxz-lang=en_US');
  await expect(el.getByRole('img', { name: 'Mobile app' })).toHaveAttribute('src', '/qr-en.png');
  await expect(el.getByText('Demo Academy Ltd · ICP-2026-01 · Demo IT')).toBeVisible();
  await expect(el.getByText('Phone: 400-800-1234')).toBeVisible();
  await expect(el.getByText('Email: help@demo.example')).toBeVisible();
  await expect(el.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', `/portal/${DEMO_SCHOOL}?sxz-lang=en_US`);

  // Switching the contact and version info off hides them again; the default template returns.
  await page.request.put(`/api/school/biz/config?schoolId=${DEMO_SCHOOL}`, { data: { servicePhone: '400-800-1234', serviceEmail: '', serviceWeChat: '', switch: '0' } });
  await page.request.put(`/api/portal/api/v1/portal/open/footer?schoolId=${DEMO_SCHOOL}`, { data: { templates: [], versionInformationSwitch: '0' } });
  await page.reload();
  await expect(page.locator('footer.page-footer')).toHaveClass(/page-footer--template-1/);
  await expect(page.locator('footer .page-footer__contact')).toHaveCount(0);
  await expect(page.locator('footer .page-footer__version')).toHaveCount(0);
});

test('the template marked isUsed is the one shown; an unused custom one or a failed footer call gives the default', async ({ page }) => {
  await loginByApi(page, 'admin');
  const save = (isUsed: boolean) =>
    page.request.put(`/api/portal/api/v1/portal/open/footer?schoolId=${DEMO_SCHOOL}`, {
      data: { templates: [{ templateType: 1, isUsed: !isUsed }, { templateType: 2, isUsed, footerNavigations: [{ showName: 'Campus', children: [] }] }], versionInformationSwitch: '0' },
    });
  try {
    expect((await save(false)).ok()).toBe(true);
    await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
    await expect(page.locator('footer.page-footer')).toHaveClass(/page-footer--template-1/);
    await expect(page.getByText('Campus')).toHaveCount(0);

    expect((await save(true)).ok()).toBe(true);
    await page.reload();
    await expect(page.locator('footer.page-footer')).toHaveClass(/page-footer--template-2/);
    await expect(page.locator('footer').getByRole('heading', { name: 'Campus' })).toBeVisible();

    // Drawn in the browser (?isVisit) with the footer call failing: the built-in default.
    await page.route('**/api/portal/api/v1/portal/open/footer?*', (route) => route.fulfill({ status: 500, json: { code: 500, error: 'internal', message: 'down' } }));
    await page.goto(`/portal/${DEMO_SCHOOL}/home?isVisit=true&sxz-lang=en_US`);
    await expect(page.locator('footer.page-footer')).toHaveClass(/page-footer--template-1/);
    await expect(page.locator('footer.page-footer').getByRole('link', { name: 'Privacy statement' })).toBeVisible();
    await expect(page.getByText('Campus')).toHaveCount(0);
  } finally {
    await page.request.put(`/api/portal/api/v1/portal/open/footer?schoolId=${DEMO_SCHOOL}`, { data: { templates: [], versionInformationSwitch: '0' } });
  }
});

test('the footer is narrower in the designer', async ({ page }) => {
  const canvas = await openDesigner(page);
  const footer = canvas.locator('footer.page-footer');
  await expect(footer).toHaveClass(/page-footer--narrow/);
  await expect(footer).toHaveCSS('max-width', '1000px');
  await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  await expect(page.locator('footer.page-footer')).not.toHaveClass(/page-footer--narrow/);
});

test('the footer links open real pages in the page language: privacy, help center, both guides, cookie policy', async ({ page, context }) => {
  await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
  const footer = page.locator('footer.page-footer');
  for (const [link, heading, url] of [
    ['Help center', 'Help center', '/helpCenter/helpPage.htm?sxz-lang=en_US'],
    ['Student guide', 'Student guide', '/helpCenter/helpPage.htm?type=1&sxz-lang=en_US'],
    ['Administrator guide', 'Administrator guide', '/helpCenter/helpPage.htm?type=2&sxz-lang=en_US'],
    ['Cookie policy', 'Cookie policy', '/commonUsage/cookiePolicy.htm?sxz-lang=en_US'],
  ] as const) {
    const popup = context.waitForEvent('page');
    await footer.getByRole('link', { name: link, exact: true }).click();
    const opened = await popup;
    await expect(opened.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(opened.url()).toContain(url);
    await opened.close();
  }
  await footer.getByRole('link', { name: 'Privacy statement' }).click();
  await expect(page).toHaveURL(/\/privacy\?sxz-lang=en_US$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();

  // The guides link on with the language; another language reads in that language.
  await page.goto('/helpCenter/helpPage.htm?sxz-lang=en_US');
  await expect(page.getByRole('link', { name: 'Administrator guide' })).toHaveAttribute('href', '/helpCenter/helpPage.htm?type=2&sxz-lang=en_US');
  await page.goto('/privacy?sxz-lang=de_DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();

  // The o3 cookie policy adds the note on cookie settings.
  await page.goto('/commonUsage/cookiePolicy.htm?sxz-lang=en_US');
  await expect(page.getByText(/Cookie settings at the bottom of each page/)).toHaveCount(0);
  await page.goto('/commonUsage/cookiePolicy.htm?schoolType=o3&sxz-lang=en_US');
  await expect(page.getByText(/Cookie settings at the bottom of each page/)).toBeVisible();
});

test('administrators edit the footer in the designer: template, copyright, help-center school, contact', async ({ page }) => {
  await openDesigner(page);
  try {
    await openTool(page, 'Footer settings');
    const dialog = page.getByRole('dialog', { name: 'Footer settings' });
    await dialog.getByLabel('Use the custom template').check();
    await dialog.getByLabel('Show copyright and registration').check();
    await dialog.getByLabel('Company').fill('Designer Academy');
    await dialog.getByLabel('Registration system information').fill('Reg-77');
    await dialog.getByLabel('Help-center school ID (empty: the help page)').fill('12');
    await dialog.getByRole('button', { name: 'Save footer' }).click();
    await expect(dialog.getByRole('status')).toContainText('Not valid');
    await dialog.getByLabel('Help-center school ID (empty: the help page)').fill(DEMO_SCHOOL);
    await dialog.getByLabel('Show customer-service contact').check();
    await dialog.getByLabel('WeChat', { exact: true }).fill('demo-academy');
    await dialog.getByRole('button', { name: 'Save footer' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Footer saved');

    await page.goto(`/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US`);
    const footer = page.locator('footer.page-footer');
    await expect(footer).toHaveClass(/page-footer--template-2/);
    await expect(footer.getByText('Designer Academy · Reg-77')).toBeVisible();
    await expect(footer.getByText('WeChat: demo-academy')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', `/portal/${DEMO_SCHOOL}?sxz-lang=en_US`);
  } finally {
    await page.request.put(`/api/portal/api/v1/portal/open/footer?schoolId=${DEMO_SCHOOL}`, { data: { templates: [], versionInformationSwitch: '0' } });
    await page.request.put(`/api/school/biz/config?schoolId=${DEMO_SCHOOL}`, { data: { servicePhone: '', serviceEmail: '', serviceWeChat: '', switch: '0' } });
  }
});

test('fromType=studyCenterThird hides the header and the footer', async ({ page }) => {
  await page.goto(`/portal/${DEMO_SCHOOL}/home?fromType=studyCenterThird&sxz-lang=en_US`);
  await expect(page.locator('[data-block-type="course-cards"]')).toBeVisible();
  await expect(page.locator('footer.page-footer')).toHaveCount(0);
  await expect(page.locator('header.nav-header')).toHaveCount(0);
  await page.goto(`/portal/${DEMO_SCHOOL}/home?fromType=other&sxz-lang=en_US`);
  await expect(page.locator('footer.page-footer')).toBeVisible();
  await expect(page.locator('header.nav-header')).toBeVisible();
});

test('the server-rendered footer follows the host white list too, also from the render cache', async ({ page, playwright, baseURL }) => {
  await loginByApi(page, 'admin');
  const setContact = (value: Record<string, string>) => page.request.put(`/api/school/biz/config?schoolId=${DEMO_SCHOOL}`, { data: value });
  expect((await setContact({ servicePhone: '400-700-0001', serviceEmail: '', serviceWeChat: '', switch: '1' })).ok()).toBe(true);
  const visitor = await playwright.request.newContext();
  try {
    const html = async (host: string) => {
      const res = await visitor.get(`${baseURL!.replace('localhost', host)}/portal/${DEMO_SCHOOL}/home?sxz-lang=en_US&case=white-list`, { headers: { accept: 'text/html' } });
      expect(res.ok()).toBe(true);
      const body = await res.text();
      expect(body).toContain('page-footer');
      return body;
    };
    // localhost first, so its page sits in the render cache when 127.0.0.1 (white-listed) asks for the same URL.
    expect(await html('localhost')).toContain('<address class="page-footer__contact"');
    // (The public queryConfig answer rides along in the page state; what matters is that nothing is drawn.)
    expect(await html('127.0.0.1')).not.toContain('<address class="page-footer__contact"');
  } finally {
    await visitor.dispose();
    await setContact({ servicePhone: '', serviceEmail: '', serviceWeChat: '', switch: '0' });
  }
});
