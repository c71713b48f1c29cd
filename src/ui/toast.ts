/** A short message: 'success', 'warning' or 'error'. */
export interface ToastMessage {
  id: number;
  text: string;
  kind: 'success' | 'warning' | 'error';
}

/** How long a toast stays (spec §9: 2 seconds). */
export const TOAST_MS = 2000;
let current: ToastMessage | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<(toast: ToastMessage | null) => void>();

const emit = () => listeners.forEach((listener) => listener(current));

/** Shows a toast for 2 s; a new one replaces the one showing (one at a time). */
export function showToast(text: string, kind: ToastMessage['kind'] = 'success'): void {
  clearTimeout(timer);
  current = { id: nextId++, text, kind };
  emit();
  timer = setTimeout(() => {
    current = null;
    emit();
  }, TOAST_MS);
}

/** Listens to the toast being shown or cleared; returns the unsubscribe function. */
export function subscribeToast(listener: (toast: ToastMessage | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
