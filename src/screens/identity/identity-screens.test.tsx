import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../i18n/messages/en_US.json';
import { AuthorizeScreen } from './AuthorizeScreen';
import { BindAccountScreen } from './BindAccountScreen';
import apiErrorsEnUS from '../../../renderer/api-errors/messages/en_US.json';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { common: enUS, apiErrors: apiErrorsEnUS } }, defaultNS: 'common' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const me = { user_id: '1', displayName: 'Lee Learner', nickName: null, realName: 'Lee Learner', avatarUrl: null, mobile: null, email: null };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function drawAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/oauth2/v1/authorize" element={<AuthorizeScreen />} />
          <Route path="/uniportal/bound-account-verify" element={<BindAccountScreen verify />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AuthorizeScreen', () => {
  it('sends a visitor to log in first, coming back to the same request', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { code: 401, error: 'auth.unauthenticated', message: 'Verification failed, please Login again.' })));
    drawAt('/oauth2/v1/authorize?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code');
    const where = await screen.findByTestId('where');
    const url = new URL(where.textContent!, 'http://x');
    expect(url.pathname).toBe('/login/index');
    expect(url.searchParams.get('redirect')).toBe('/oauth2/v1/authorize?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code');
  });

  it('shows why the server refused the application, in the user’s language (and goes nowhere)', async () => {
    const fetchMock = vi.fn(async (path: string) =>
      path === '/api/accounts/users/me'
        ? json(200, { code: 200, data: me })
        : json(400, { code: 400, error: 'oauth.redirect_uri_mismatch', message: 'redirect_uri is not one this application registered.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    drawAt('/oauth2/v1/authorize?client_id=app&redirect_uri=https%3A%2F%2Fevil.example&response_type=code');
    expect(await screen.findByText("The application's return address is not allowed.")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This application cannot sign you in here');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/v1/oauth/authorize?client_id=app&redirect_uri=https%3A%2F%2Fevil.example&response_type=code', expect.anything());
  });
});

describe('BindAccountScreen (verify)', () => {
  it('asks only for the password of the account with the provider\'s e-mail', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/auth/open/thirdlogin/bind-ticket') {
        return json(200, { code: 200, data: { provider: 'sso', displayName: 'Carol', email: 'carol@idp.example', matchedAccount: 'c***l', redirect: '/portal/1100000000000000001/home' } });
      }
      if (path === '/api/auth/open/thirdlogin/user/to/bind') {
        posted.push(JSON.parse(String(init?.body)));
        return json(200, { code: 200, data: { redirect: '/portal/1100000000000000001/home', account: 'c***l' } });
      }
      return json(401, { code: 401, error: 'auth.unauthenticated', message: 'no' });
    }));
    drawAt('/uniportal/bound-account-verify');
    expect(await screen.findByText('An account with your e-mail carol@idp.example exists: c***l. Enter its password to link it.')).toBeTruthy();
    expect(screen.queryByLabelText('Account')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/uniportal/bound-account?account=c***l&redirect=%2Fportal%2F1100000000000000001%2Fhome'));
    expect(posted).toEqual([{ password: 'secret-pass' }]);
  });
});
