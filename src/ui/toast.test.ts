import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, subscribeToast, TOAST_MS, type ToastMessage } from './toast';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one message at a time for 2 seconds', () => {
    const seen: (ToastMessage | null)[] = [];
    const stop = subscribeToast((t) => seen.push(t));
    showToast('first');
    showToast('second', 'error');
    expect(seen.at(-1)).toMatchObject({ text: 'second', kind: 'error' });
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(seen.at(-1)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBeNull();
    expect(TOAST_MS).toBe(2000);
    stop();
  });
});
