import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../i18n/messages/en_US.json';
import { AuthorizeScreen } from './AuthorizeScreen';
import { leaveForApplication } from './leave';
import { BindAccountScreen } from './BindAccountScreen';
import apiErrorsEnUS from '../../../renderer/api-errors/messages/en_US.json';

vi.mock('./leave', () => ({ leaveForApplication: vi.fn() }));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { common: enUS, apiErrors: apiErrorsEnUS } }, defaultNS: 'common' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(leaveForApplication).mockClear();
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

const consent = {
  status: 'consent', ticket: 'ticket-1',
  application: { clientId: 'app_1', name: 'Timetable', school: { id: '1100000000000000001', name: { en_US: 'Demo School', zh_CN: '演示学校' } } },
  scopes: ['openid', 'profile', 'email'], allowed: [], user: { displayName: 'Lee Learner', avatarUrl: '' },
};
const ASK = '/oauth2/v1/authorize?client_id=app_1&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code&scope=openid+profile+email';

/** The API as the consent screen meets it: the user, the authorize answer, and the consent answers (recorded). */
function consentApi(authorize: () => Response, answers: unknown[] = []) {
  return vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/accounts/users/me') return json(200, { code: 200, data: me });
    if (path.startsWith('/api/auth/v1/oauth/authorize')) return authorize();
    if (path === '/api/auth/v1/oauth/consent') {
      answers.push(JSON.parse(String(init?.body)));
      return json(200, { code: 200, data: { redirect: 'https://app.example/cb?code=c1' } });
    }
    return json(404, { code: 404, error: 'route.not_found', message: 'no' });
  });
}

describe('AuthorizeScreen: consent', () => {
  it('asks first: the application, its school, what it will receive in plain words, who is signed in; Allow answers with the ticket and leaves for the application', async () => {
    const answers: unknown[] = [];
    vi.stubGlobal('fetch', consentApi(() => json(200, { code: 200, data: consent }), answers));
    drawAt(ASK);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in to Timetable' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Registered by Demo School')).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Timetable will receive:' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Your account ID on this portal', 'Your name and profile picture', 'Your e-mail address']);
    expect(screen.getByText('Signed in as Lee Learner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Not you? Switch account' }).getAttribute('href')).toBe(`/logout?${new URLSearchParams({ redirect: ASK })}`);
    expect(leaveForApplication).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(leaveForApplication).toHaveBeenCalledWith('https://app.example/cb?code=c1'));
    expect(answers).toEqual([{ ticket: 'ticket-1', decision: 'allow' }]);
    expect(screen.getByRole('status').textContent).toBe('Taking you back to Timetable…');
    expect((screen.getByRole('button', { name: 'Deny' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Deny answers deny, from the keyboard too', async () => {
    const answers: unknown[] = [];
    vi.stubGlobal('fetch', consentApi(() => json(200, { code: 200, data: consent }), answers));
    drawAt(ASK);
    await screen.findByRole('button', { name: 'Deny' });
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Not you? Switch account');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Deny');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answers).toEqual([{ ticket: 'ticket-1', decision: 'deny' }]));
    expect(leaveForApplication).toHaveBeenCalledWith('https://app.example/cb?code=c1');
  });

  it('marks what is new when the application asks for more than the member allowed before; an application of no school says so', async () => {
    const more = { ...consent, application: { ...consent.application, school: null }, allowed: ['openid', 'profile'] };
    vi.stubGlobal('fetch', consentApi(() => json(200, { code: 200, data: more })));
    drawAt(ASK);
    const list = await screen.findByRole('region', { name: 'Timetable asks for more than you allowed before. It will receive:' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Your account ID on this portal', 'Your name and profile picture', 'Your e-mail addressNew']);
    expect(screen.getByText('Registered by the operators of this portal')).toBeTruthy();
  });

  it('goes straight on when the member allowed it before, and shows no consent', async () => {
    vi.stubGlobal('fetch', consentApi(() => json(200, { code: 200, data: { status: 'redirect', redirect: 'https://app.example/cb?code=c2' } })));
    drawAt(ASK);
    await waitFor(() => expect(leaveForApplication).toHaveBeenCalledWith('https://app.example/cb?code=c2'));
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('hands an error of the request back to the application when the server names where', async () => {
    const back = 'https://app.example/cb?error=invalid_scope&state=s';
    vi.stubGlobal('fetch', consentApi(() => json(400, { code: 400, error: 'oauth.invalid_scope', message: 'Unknown scope', details: [{ pointer: '/scope', message: 'Unknown scope', redirect: back }] })));
    drawAt(ASK);
    await waitFor(() => expect(leaveForApplication).toHaveBeenCalledWith(back));
  });

  it('says so when the answer comes too late, and stays', async () => {
    vi.stubGlobal('fetch', vi.fn(async (path: string) => {
      if (path === '/api/accounts/users/me') return json(200, { code: 200, data: me });
      if (path.startsWith('/api/auth/v1/oauth/authorize')) return json(200, { code: 200, data: consent });
      return json(400, { code: 400, error: 'oauth.consent_invalid', message: 'expired' });
    }));
    drawAt(ASK);
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in request has expired or was already answered. Start again from the application.');
    expect(leaveForApplication).not.toHaveBeenCalled();
  });

  it('inside another page\'s frame, asks nothing and offers no Allow', async () => {
    const fetchMock = consentApi(() => json(200, { code: 200, data: consent }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    drawAt(ASK);
    expect((await screen.findByRole('alert')).textContent).toContain('this page does not work inside another page');
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/auth/v1/oauth/authorize'))).toBe(false);
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
