import { readFileSync } from 'node:fs';
import { AppError } from '../../http/app-error';

/** NIST SP 800-63B: at least 8 characters, at least 64 allowed, no composition rules, no common passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

let common: Set<string> | undefined;

/** The shipped list of common passwords (lower case), read once. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Why a new password is refused, or null when it is acceptable. Length counts characters (code points), not bytes. */
export function passwordProblem(password: string): 'too_short' | 'too_long' | 'common' | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (commonPasswords().has(password.toLowerCase())) return 'common';
  return null;
}

const MESSAGES = {
  too_short: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common; choose another.',
} as const;

/** Throws 422 `password.too_short` / `password.too_long` / `password.common` for a password the policy refuses. */
export function assertPasswordAllowed(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError(422, `password.${problem}`, MESSAGES[problem], [{ pointer: '/password', message: MESSAGES[problem] }]);
}
