import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../i18n/messages/en_US.json';
import { LoginScreen } from './LoginScreen';
import apiErrorsEnUS from '../../renderer/api-errors/messages/en_US.json';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { common: enUS, apiErrors: apiErrorsEnUS } }, defaultNS: 'common' });
});
afterEach(() => vi.unstubAllGlobals());

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login/index" element={<LoginScreen />} />
          <Route path="/design/:id" element={<p>designer here</p>} />
          <Route path="/" element={<p>root here</p>} />
          <Route path="/login/select" element={<p>school choice here</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LoginScreen', () => {
  it('posts the password grant as a form and goes back to the redirect', async () => {
    let loggedIn = false;
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/auth/oauth/token') {
        loggedIn = true;
        return json(200, { code: 200, message: 'success', data: { token_type: 'Bearer', expires_in: 900 } });
      }
      if (path === '/api/accounts/users/me') {
        return loggedIn
          ? json(200, { code: 200, data: { user_id: '1', displayName: 'Ada' } })
          : json(401, { code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' });
      }
      throw new Error(`unexpected ${path} ${init?.method}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/login/index?redirect=%2Fdesign%2F1100000000000000001');
    await userEvent.type(screen.getByLabelText('Account'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'admin-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('designer here')).toBeTruthy();
    const tokenCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/oauth/token')!;
    expect(tokenCall[1]?.body).toBe('grant_type=password&username=admin&password=admin-pass-2026');
    expect((tokenCall[1]?.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('says the account or password is wrong, in the user\'s language', async () => {
    vi.stubGlobal('fetch', vi.fn(async (path: string) =>
      path === '/api/auth/oauth/token'
        ? json(401, { code: 401, error: 'auth.invalid_credentials', message: 'Account or password is incorrect.' })
        : json(401, { code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' }),
    ));
    renderAt('/login/index');
    await userEvent.type(screen.getByLabelText('Account'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong account or password.'));
  });

  it('words a rate limit by its key, with the wait the server sent, not in the server\'s words', async () => {
    vi.stubGlobal('fetch', vi.fn(async (path: string) =>
      path === '/api/auth/oauth/token'
        ? json(429, { code: 429, error: 'auth.rate_limited', message: 'Too many login attempts.', details: [{ retryAfterSeconds: 37 }] })
        : json(401, { code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' }),
    ));
    renderAt('/login/index');
    await userEvent.type(screen.getByLabelText('Account'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in 37 seconds.'));
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = vi.fn(async (_path: string) => json(401, { code: 401, error: 'auth.unauthenticated', message: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/login/index');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your account and password.');
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/oauth/token')).toBe(false);
  });

  it('shows the image captcha when the server asks for it and sends its answer', async () => {
    const bodies: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/auth/oauth/token') {
        bodies.push(String(init?.body));
        return bodies.length === 1
          ? json(403, { code: 403, error: 'auth.captcha_required', message: 'Type the characters in the image to continue.' })
          : json(401, { code: 401, error: 'auth.invalid_credentials', message: 'Wrong account or password.' });
      }
      if (path.startsWith('/api/accounts/open/login/account/open/code/imagevalid?account=admin')) {
        return json(200, { code: 200, data: { required: true, captchaId: '1200000000000000001', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 } });
      }
      return json(401, { code: 401, error: 'auth.unauthenticated', message: 'x' });
    }));
    renderAt('/login/index');
    await userEvent.type(screen.getByLabelText('Account'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Type the characters in the image to continue.');
    expect(screen.getByRole('img', { name: 'Image with characters to type' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Characters in the image'), '48213');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toBe('grant_type=password&username=admin&password=secret-pass&captchaId=1200000000000000001&captcha=48213');
  });

  it('logs in with an SMS code and, without a redirect, lets a member of several schools choose', async () => {
    let loggedIn = false;
    const calls: [string, string][] = [];
    vi.stubGlobal('fetch', vi.fn(async (path: string, init?: RequestInit) => {
      calls.push([path, String(init?.body ?? '')]);
      if (path === '/api/accounts/v2/open/login/sms-code') return json(200, { code: 200, data: { expiresIn: 600, resendIn: 60 } });
      if (path === '/api/auth/oauth/token') {
        loggedIn = true;
        return json(200, { code: 200, data: { token_type: 'Bearer', expires_in: 900 } });
      }
      if (path === '/api/accounts/users/me/schools') return json(200, { code: 200, data: [{ id: '1', name: {} }, { id: '2', name: {} }] });
      if (path === '/api/accounts/users/me') return loggedIn ? json(200, { code: 200, data: { user_id: '1', displayName: 'Mia' } }) : json(401, { code: 401, error: 'auth.unauthenticated', message: 'x' });
      return json(404, { code: 404, error: 'route.not_found', message: 'x' });
    }));
    renderAt('/login/index');
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect((await screen.findByRole('status')).textContent).toBe('A code was sent by SMS. It is valid for 10 minutes.');
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeTruthy();
    expect(calls.find(([p]) => p === '/api/accounts/v2/open/login/sms-code')?.[1]).toBe(JSON.stringify({ phone_number: '13800000001', purpose: 'login' }));
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('school choice here')).toBeTruthy();
    expect(calls.find(([p]) => p === '/api/auth/oauth/token')?.[1]).toBe('grant_type=sms_code&username=13800000001&code=123456');
  });

  it('checks the mobile number and the code before calling the server', async () => {
    const fetchMock = vi.fn(async (_path: string) => json(401, { code: 401, error: 'auth.unauthenticated', message: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/login/index');
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail code' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address.');
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@b.org');
    await userEvent.type(screen.getByLabelText('Verification code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code.');
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('email') || path === '/api/auth/oauth/token')).toBe(false);
  });
});
