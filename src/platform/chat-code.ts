/** Spec §9: the chat auth code is renewed every 540000 ms unless codeExpirationTime says otherwise. */
export const DEFAULT_CODE_REFRESH_MS = 540_000;
/** Spec §9: a stored code older than 600 seconds is discarded (and revoked). */
export const STORED_CODE_MAX_AGE_MS = 600_000;

const KEY = 'platform.supportChatCode';

/** A chat auth code as this browser keeps it. */
export interface StoredCode {
  code: string;
  schoolId: string;
  issuedAt: number;
}

/** How often to renew the code: the configured codeExpirationTime, else the default. */
export function refreshInterval(codeExpirationTime: number | null | undefined): number {
  return codeExpirationTime && codeExpirationTime > 0 ? codeExpirationTime : DEFAULT_CODE_REFRESH_MS;
}

/**
 * The stored code of a school when it is younger than 600 s. An older one (or one of another school)
 * is removed from storage and returned as `stale`, so the caller can revoke it on the server.
 */
export function readStoredCode(storage: Pick<Storage, 'getItem' | 'removeItem'>, schoolId: string, now = Date.now()): { fresh: StoredCode | null; stale: boolean } {
  let stored: StoredCode | null = null;
  try {
    stored = JSON.parse(storage.getItem(KEY) ?? 'null') as StoredCode | null;
  } catch {
    stored = null;
  }
  if (!stored || typeof stored.code !== 'string' || typeof stored.issuedAt !== 'number') return { fresh: null, stale: false };
  if (stored.schoolId === schoolId && now - stored.issuedAt < STORED_CODE_MAX_AGE_MS) return { fresh: stored, stale: false };
  storage.removeItem(KEY);
  return { fresh: null, stale: true };
}

/** Keeps a new code. */
export function storeCode(storage: Pick<Storage, 'setItem'>, code: StoredCode): void {
  storage.setItem(KEY, JSON.stringify(code));
}
