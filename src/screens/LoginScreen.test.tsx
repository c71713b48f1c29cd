import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../i18n/messages/en_US.json';
import { LoginScreen } from './LoginScreen';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { common: enUS } }, defaultNS: 'common' });
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

  it('shows the server message when the password is wrong', async () => {
    vi.stubGlobal('fetch', vi.fn(async (path: string) =>
      path === '/api/auth/oauth/token'
        ? json(401, { code: 401, error: 'auth.invalid_credentials', message: 'Account or password is incorrect.' })
        : json(401, { code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' }),
    ));
    renderAt('/login/index');
    await userEvent.type(screen.getByLabelText('Account'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Account or password is incorrect.'));
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = vi.fn(async (_path: string) => json(401, { code: 401, error: 'auth.unauthenticated', message: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/login/index');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your account and password.');
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/oauth/token')).toBe(false);
  });
});
