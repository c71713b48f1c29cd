import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Stored files are addressed by tenant, id and a key: 16 random bytes (128 bits) in base64url, or, for
 * files stored before keys existed, 122 random bits from a version-4 UUID (migration 0071). Ids are
 * time-ordered and guessable; the key is not.
 */
const KEY = /^[A-Za-z0-9_-]{22}$/;
const ID = /^[1-9][0-9]{0,18}$/;
const MAX_ID = 2n ** 63n - 1n;

/** A new file key. */
export const newFileKey = () => randomBytes(16).toString('base64url');

/** Whether `value` is an id a bigint column can hold (a larger one would be a database error, not a miss). */
export const isStoredId = (value: string) => ID.test(value) && BigInt(value) <= MAX_ID;

/** Whether `given` is the file's key, compared in constant time; a missing or malformed key never is. */
export function keyMatches(given: string | undefined, stored: string): boolean {
  if (given === undefined || !KEY.test(given) || given.length !== stored.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(stored));
}

/** The portal's address of an uploaded image, served with nosniff to those who may see it. */
export const uploadAddress = (tenantId: string, id: string, key: string) => `/api/school/v1/files/${tenantId}/${id}/${key}`;

const UPLOAD_ADDRESS = /^\/api\/school\/v1\/files\/([0-9]{1,19})\/([0-9]{1,19})\/([A-Za-z0-9_-]{22})$/;

/** The parts of an upload address, or null for anything else (another host, no key, extra parts). */
export function parseUploadAddress(url: string): { tenantId: string; id: string; key: string } | null {
  const match = UPLOAD_ADDRESS.exec(url);
  return match ? { tenantId: match[1]!, id: match[2]!, key: match[3]! } : null;
}
