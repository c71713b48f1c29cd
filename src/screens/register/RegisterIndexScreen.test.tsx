import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../i18n/messages/en_US.json';
import { RegisterIndexScreen } from './RegisterIndexScreen';
import apiErrorsEnUS from '../../../renderer/api-errors/messages/en_US.json';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { common: enUS, apiErrors: apiErrorsEnUS } }, defaultNS: 'common' });
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/register/index" element={<RegisterIndexScreen />} />
          <Route path="/register/select" element={<p>next steps here</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RegisterIndexScreen', () => {
  it('asks for a registration code, shows the password policy error, then registers and goes on', async () => {
    let registered = false;
    const bodies: Record<string, string> = {};
    vi.stubGlobal('fetch', vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.body) bodies[path] = String(init.body);
      if (path === '/api/accounts/v2/open/login/sms-code') return json(200, { code: 200, data: { expiresIn: 600, resendIn: 60 } });
      if (path === '/api/accounts/open/register') {
        if (JSON.parse(String(init?.body)).password === 'password') {
          return json(422, { code: 422, error: 'password.common', message: 'This password is too common; choose another.' });
        }
        registered = true;
        return json(201, { code: 200, data: { user_id: '1' } });
      }
      if (path === '/api/accounts/users/me') return registered ? json(200, { code: 200, data: { user_id: '1', displayName: 'R' } }) : json(401, { code: 401, error: 'auth.unauthenticated', message: 'x' });
      return json(404, { code: 404, error: 'route.not_found', message: 'x' });
    }));
    renderAt('/register/index');
    await userEvent.type(await screen.findByLabelText('Mobile number or e-mail'), '13900000009');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect((await screen.findByRole('status')).textContent).toBe('A code was sent by SMS. It is valid for 10 minutes.');
    expect(JSON.parse(bodies['/api/accounts/v2/open/login/sms-code']!)).toEqual({ phone_number: '13900000009', purpose: 'register' });
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.type(screen.getByLabelText('Your name'), 'Rae');
    await userEvent.type(screen.getByLabelText(/New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert').textContent).toBe('The password must have at least 8 characters.');
    await userEvent.clear(screen.getByLabelText(/New password/));
    await userEvent.type(screen.getByLabelText(/New password/), 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This password is too common. Choose another.'));
    await userEvent.clear(screen.getByLabelText(/New password/));
    await userEvent.type(screen.getByLabelText(/New password/), 'a long and unusual passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('next steps here')).toBeTruthy();
    expect(JSON.parse(bodies['/api/accounts/open/register']!)).toEqual({ code: '654321', password: 'a long and unusual passphrase', realName: 'Rae', phone_number: '13900000009' });
  });
});
