import { createHmac, timingSafeEqual } from 'node:crypto';
import { isId } from '../../../schemas/ids';
import { AppError } from '../../http/app-error';

/** Invitations to join a school last a week. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`invitation:${payload}`).digest();
}

/** A signed invitation code for a school: `payload.signature`, nothing stored. */
export function signInvitation(secret: string, schoolId: string, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ s: schoolId, e: expiresAt })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The school an invitation code is for; 400 `invitation.invalid` for a forged or malformed one, 410-like 400 `invitation.expired`. */
export function readInvitation(secret: string, code: string, nowSeconds = Math.floor(Date.now() / 1000)): { schoolId: string; expiresAt: number } {
  const invalid = new AppError(400, 'invitation.invalid', 'This invitation link is not valid.');
  const [payload, signature, extra] = code.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  let parsed: { s?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; e?: unknown };
  } catch {
    throw invalid;
  }
  if (!isId(parsed.s) || typeof parsed.e !== 'number') throw invalid;
  if (parsed.e <= nowSeconds) throw new AppError(400, 'invitation.expired', 'This invitation has expired. Ask for a new one.');
  return { schoolId: parsed.s, expiresAt: parsed.e };
}
