import { expect, test, type Page } from '@playwright/test';
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
