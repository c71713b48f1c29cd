import { describe, expect, it } from 'vitest';
import { clearLoginStorage, loginStorageKey } from './login-storage';

function fakeStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('clearLoginStorage', () => {
  it('removes every sign-in key and keeps the rest', () => {
    const local = fakeStorage({ [loginStorageKey('account')]: 'ada', 'designer:unsaved:1:2': '{}', analyticsCookies: 'true', [loginStorageKey('redirect')]: '/x' });
    const session = fakeStorage({ [loginStorageKey('qr')]: 'q', 'designer-clipboard:1': '[]' });
    clearLoginStorage([local, session]);
    expect([...local.map.keys()]).toEqual(['designer:unsaved:1:2', 'analyticsCookies']);
    expect([...session.map.keys()]).toEqual(['designer-clipboard:1']);
  });
});
