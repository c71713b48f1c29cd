import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RenderContext } from '../../renderer/context';
import { drawBlocks, ERROR_WAIT, fakeApi, nodeOf, pending } from '../_shared/test-support';
import { navHeader } from './index';

const api = fakeApi({
  '/api/portal/api/v1/portal/school-logo': { logoUrl: '/logo.png', name: { en_US: 'Demo School' } },
  '/api/portal/api/v1/portal/v2/navigations': [
    { id: 'n2', name: { en_US: 'Courses' }, url: '/portal/1100000000000000001/search?cardType=1', order: 2, children: [] },
    { id: 'n1', name: { en_US: 'Home' }, pageId: '1600000000000000001', order: 1, children: [] },
    { id: 'n3', name: { en_US: 'Centres' }, order: 3, children: [{ id: 'n4', name: { en_US: 'Beijing' }, url: '/bj', order: 1 }] },
    { id: 'n5', name: { en_US: 'Hidden' }, url: '/h', order: 4, visible: false },
  ],
  '/api/school/language/setting/open': { defaultLanguage: 'zh_CN', languages: ['zh_CN', 'en_US', 'fr_FR'] },
});
const draw = (getJson: (path: string) => Promise<unknown>, context: Partial<RenderContext> = {}) => {
  const navigate = vi.fn();
  drawBlocks([nodeOf(navHeader)], { getJson, context: { routeParams: { code: 'home' }, query: { pageId: '9' }, navigate, ...context } });
  return navigate;
};

describe('nav-header', () => {
  it('draws logo and the visible menu in order', async () => {
    draw(api);
    expect(((await screen.findByRole('img', { name: 'Demo School' })) as HTMLImageElement).getAttribute('src')).toBe('/logo.png');
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect([...menu.querySelectorAll('.nav-menu__list > li')].map((li) => li.querySelector('a, span, button')!.textContent)).toEqual(['Home', 'Courses', 'Centres']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/portal/1100000000000000001/home?pageId=1600000000000000001');
  });

  it('opens a submenu from the keyboard and closes it with Escape, focus back on its button', async () => {
    draw(api);
    const button = await screen.findByRole('button', { name: 'Centres' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const child = screen.getByRole('link', { name: 'Beijing' });
    child.focus();
    fireEvent.keyDown(child, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('switches language by navigating to the same page with sxz-lang', async () => {
    const navigate = draw(api);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: 'fr_FR' } });
    expect(navigate).toHaveBeenCalledWith('/portal/1100000000000000001/home?pageId=9&sxz-lang=fr_FR');
  });

  it('offers visitors a login link that returns here, and members their name with logout', async () => {
    draw(api);
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(`/login/index?redirect=${encodeURIComponent('/portal/1100000000000000001/home?pageId=9')}`);
  });

  it('shows a member their display name with a logout link that names the school and the way back', async () => {
    draw(api, { user: { id: '1', displayName: 'Ann Lee' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    const href = new URL(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/logout');
    expect(href.searchParams.get('schoolId')).toMatch(/^[1-9][0-9]{18}$/);
    expect(href.searchParams.get('redirect')).toMatch(/^\/portal\/[0-9]{19}\/home$/);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('keeps language and login usable while loading', async () => {
    draw(pending);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('banner').getAttribute('aria-busy')).toBe('true');
  });

  it('falls back to a home link when the school calls fail', async () => {
    draw(() => Promise.reject(new Error('down')));
    await waitFor(() => expect(screen.getByRole('banner').getAttribute('aria-busy')).toBe('false'), ERROR_WAIT);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/portal/1100000000000000001/home');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('draws no menu when the school has none', async () => {
    draw(fakeApi({ '/api/portal/api/v1/portal/school-logo': { logoUrl: null, name: 'Plain' }, '/api/portal/api/v1/portal/v2/navigations': [], '/api/school': {} }));
    expect(await screen.findByRole('link', { name: 'Plain' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});
