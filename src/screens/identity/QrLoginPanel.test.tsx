import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../i18n/messages/en_US.json';
import { QrLoginPanel } from './QrLoginPanel';
import apiErrorsEnUS from '../../../renderer/api-errors/messages/en_US.json';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { common: enUS, apiErrors: apiErrorsEnUS } }, defaultNS: 'common' });
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function draw() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login/index']}>
        <Routes>
          <Route path="/login/index" element={<QrLoginPanel schoolId={null} target="/done" />} />
          <Route path="/done" element={<p>signed in</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('QrLoginPanel', () => {
  it('shows a new code when the old one expires, and signs in only on code 000000', async () => {
    let sessions = 0;
    const statuses: Record<string, string[]> = { q1: ['waiting', 'expired'], q2: ['scanned', 'confirmed'] };
    let tokenCalls = 0;
    vi.stubGlobal('fetch', vi.fn(async (path: string) => {
      if (path.includes('/session')) {
        sessions += 1;
        return json(200, { code: '000000', data: { qrId: `q${sessions}`, expiresIn: 120, confirmPath: `/qr-login/confirm?qrId=q${sessions}` } });
      }
      if (path.includes('/status')) {
        const id = new URL(path, 'http://x').searchParams.get('qrId')!;
        return json(200, { code: '000000', data: { status: statuses[id]!.shift() ?? 'confirmed', expiresIn: 60 } });
      }
      if (path.includes('/token')) {
        tokenCalls += 1;
        // A 200 that is not 000000 is no success.
        return tokenCalls === 1 ? json(200, { code: '030025', message: 'nope' }) : json(200, { code: '000000', data: {} });
      }
      return json(401, { code: 401, error: 'auth.unauthenticated', message: 'no' });
    }));
    draw();
    await waitFor(() => expect(screen.getByRole('link').getAttribute('href')).toContain('qrId=q1'));
    await waitFor(() => expect(screen.getByRole('link').getAttribute('href')).toContain('qrId=q2'), { timeout: 6000 });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('nope'), { timeout: 6000 });
    expect(screen.queryByText('signed in')).toBeNull();
  }, 15_000);
});
