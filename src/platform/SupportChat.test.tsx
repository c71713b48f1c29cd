import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../i18n/messages/en_US.json';
import { SupportChat } from './SupportChat';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { common: enUS } }, defaultNS: 'common' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SCHOOL = '1100000000000000001';
const json = (body: unknown) => new Response(JSON.stringify({ code: 200, data: body }), { status: 200 });

function mount(chat: unknown) {
  let issued = 0;
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path.startsWith('/api/platform/v1/support-chat?')) return json(chat);
    if (path.startsWith('/api/platform/v1/support-chat/code') && init?.method === 'POST') {
      issued += 1;
      return json({ code: `code-${issued}`, issuedAt: new Date().toISOString(), refreshInMs: 120000, maxAgeSeconds: 600 });
    }
    return json({ revoked: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><SupportChat schoolId={SCHOOL} /></QueryClientProvider>);
  return { fetchMock, issued: () => issued };
}

describe('SupportChat', () => {
  it('shows nothing when the chat is off for the school', async () => {
    const { fetchMock } = mount({ enabled: false, reason: 'not_trusted' });
    await act(async () => { await Promise.resolve(); });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Support chat' })).toBeNull();
  });

  it('opens the configured host in a frame with a code, keeps a fresh stored code, and renews it every codeExpirationTime', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { issued } = mount({ enabled: true, host: 'https://chat.example/desk', internal: false, hotlineId: 'h1', codeExpirationTime: 120000 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Support chat' }));
    const frame = await screen.findByTitle('Support chat');
    expect(frame.getAttribute('src')).toBe('https://chat.example/desk?hotlineId=h1&code=code-1&lang=en_US');
    expect(issued()).toBe(1);
    // Closing and opening again within 600 s reuses the stored code.
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.click(screen.getByRole('button', { name: 'Support chat' }));
    expect(issued()).toBe(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(120000); });
    expect(issued()).toBe(2);
    expect(JSON.parse(localStorage.getItem('platform.supportChatCode')!)).toMatchObject({ code: 'code-2', schoolId: SCHOOL });
  });

  it('discards and revokes a stored code older than 600 seconds before opening', async () => {
    localStorage.setItem('platform.supportChatCode', JSON.stringify({ code: 'old', schoolId: SCHOOL, issuedAt: Date.now() - 601_000 }));
    const { fetchMock } = mount({ enabled: true, host: 'https://chat.example', internal: false, hotlineId: 'h1', codeExpirationTime: 540000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Support chat' }));
    const frame = await screen.findByTitle('Support chat');
    expect(frame.getAttribute('src')).toContain('code=code-1');
    expect(fetchMock.mock.calls.some(([path, init]) => path === '/api/platform/v1/support-chat/code' && (init as RequestInit | undefined)?.method === 'DELETE')).toBe(true);
  });
});
