import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, HEARTBEAT_PATH, useHeartbeat } from './useHeartbeat';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe() {
  useHeartbeat();
  return null;
}

async function mountWith(loggedIn: boolean) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // A logged-in user gets themselves back; a visitor gets 401 everywhere (the refresh too).
  const fetchMock = vi.fn(async (_path: string) =>
    loggedIn
      ? new Response(JSON.stringify({ code: 200, data: { user_id: '1', displayName: 'Ada' } }), { status: 200 })
      : new Response(JSON.stringify({ code: 401, error: 'auth.unauthenticated', message: 'x' }), { status: 401 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><Probe /></QueryClientProvider>);
  await act(async () => { await vi.advanceTimersByTimeAsync(10); });
  return fetchMock;
}

const meCalls = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.filter(([path]) => path === '/api/accounts/users/me').length;
const beats = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.filter(([path, init]) => path === HEARTBEAT_PATH && (init as RequestInit | undefined)?.method === 'POST').length;

describe('useHeartbeat', () => {
  it('asks for the user every 5 minutes while logged in', async () => {
    const fetchMock = await mountWith(true);
    const first = meCalls(fetchMock);
    expect(first).toBe(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 100); });
    expect(meCalls(fetchMock)).toBe(first);
    expect(beats(fetchMock)).toBe(0);
    await act(async () => { await vi.advanceTimersByTimeAsync(200); });
    expect(meCalls(fetchMock)).toBe(first + 1);
    await act(async () => { await vi.advanceTimersByTimeAsync(HEARTBEAT_MS); });
    expect(meCalls(fetchMock)).toBe(first + 2);
    // Each beat is also a line in the server log.
    expect(HEARTBEAT_MS).toBe(300000);
    expect(beats(fetchMock)).toBe(2);
  });

  it('makes no calls for a visitor', async () => {
    const fetchMock = await mountWith(false);
    const first = meCalls(fetchMock);
    await act(async () => { await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3); });
    expect(meCalls(fetchMock)).toBe(first);
    expect(beats(fetchMock)).toBe(0);
  });
});
