import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { assertPasswordAllowed, commonPasswords, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('ships a list of about ten thousand common passwords', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(9_000);
    for (const password of ['password', '12345678', 'qwerty', 'iloveyou', 'baseball']) expect(list.has(password), password).toBe(true);
  });

  it.each([
    ['short', 'too_short'],
    ['1234567', 'too_short'],
    ['password', 'common'],
    ['PassWord', 'common'],
    ['12345678', 'common'],
    ['football', 'common'],
    ['x'.repeat(129), 'too_long'],
  ])('refuses %j (%s)', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each(['correct horse battery', 'aaaaaaaa1', 'ÄÖÜäöüßé', 'x'.repeat(64), 'y'.repeat(128), 'no rules at all'])('accepts %j without composition rules', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('counts characters, not bytes: eight emoji are eight characters', () => {
    expect(passwordProblem('😀😁😂🤣😃😄😅😆')).toBeNull();
    expect(passwordProblem('😀😁😂🤣😃😄😅')).toBe('too_short');
  });

  it('throws a 422 with a stable key', () => {
    expect(() => assertPasswordAllowed('letmein1')).toThrow(AppError);
    let caught: unknown;
    try {
      assertPasswordAllowed('abc');
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ statusCode: 422, key: 'password.too_short' });
  });
});
