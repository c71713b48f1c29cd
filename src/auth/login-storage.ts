/**
 * Browser storage that belongs to a sign-in uses keys under this prefix (in localStorage or
 * sessionStorage), so logout can forget all of it at once. Other keys (the designer's unsaved work
 * and clipboard, the cookie choice, closed bulletins) are the browser's, not the session's, and stay.
 */
export const LOGIN_STORAGE_PREFIX = 'login.';

/** The storage key of a piece of sign-in state. */
export function loginStorageKey(name: string): string {
  return `${LOGIN_STORAGE_PREFIX}${name}`;
}

type KeyedStorage = Pick<Storage, 'key' | 'length' | 'removeItem'>;

function browserStorages(): KeyedStorage[] {
  const found: KeyedStorage[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = globalThis[name];
      if (storage) found.push(storage);
    } catch {
      // storage disabled by the browser: nothing there to forget
    }
  }
  return found;
}

/** Removes every sign-in key from the given storages (by default this browser's local and session storage). */
export function clearLoginStorage(storages: KeyedStorage[] = browserStorages()): void {
  for (const storage of storages) {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(LOGIN_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}
