import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleAuthFailure, LOGOUT_MESSAGE, resetAuthFailure } from './auth-failure';

function fakeWindow(embedded: boolean, path = '/portal/1100000000000000001/home?x=1') {
  const [pathname, search] = path.split('?');
  const parent = { postMessage: vi.fn() };
  const win = { self: {}, parent: undefined as unknown, location: { pathname, search: search ? `?${search}` : '', reload: vi.fn(), assign: vi.fn() } };
  win.parent = embedded ? parent : win.self;
  return { win, parent };
}

beforeEach(() => resetAuthFailure());

describe('authentication failure', () => {
  it('tells an embedding parent, clears the session info and goes to login keeping the redirect', async () => {
    const { win, parent } = fakeWindow(true);
    const clear = vi.fn();
    await handleAuthFailure({ window: win as never, clear, reloadOnAuthFailure: async () => false });
    expect(parent.postMessage).toHaveBeenCalledWith(LOGOUT_MESSAGE, '*');
    expect(clear).toHaveBeenCalled();
    expect(win.location.assign).toHaveBeenCalledWith('/login/index?redirect=%2Fportal%2F1100000000000000001%2Fhome%3Fx%3D1');
  });

  it('reloads on a white-listed host, posts nothing when not embedded, and acts once', async () => {
    const { win, parent } = fakeWindow(false);
    const clear = vi.fn();
    await handleAuthFailure({ window: win as never, clear, reloadOnAuthFailure: async () => true });
    await handleAuthFailure({ window: win as never, clear, reloadOnAuthFailure: async () => true });
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('leaves the screens that sign someone in alone: no reload, no trip to login', async () => {
    for (const path of ['/hw/callback?code=x&state=y', '/uniportal/bind-account', '/login/index', '/register/index']) {
      resetAuthFailure();
      const { win } = fakeWindow(false, path);
      const clear = vi.fn();
      await handleAuthFailure({ window: win as never, clear, reloadOnAuthFailure: async () => true });
      expect(win.location.reload, path).not.toHaveBeenCalled();
      expect(win.location.assign, path).not.toHaveBeenCalled();
      expect(clear, path).toHaveBeenCalled();
    }
  });
});
