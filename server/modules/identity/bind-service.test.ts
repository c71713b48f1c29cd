import { describe, expect, it } from 'vitest';
import { maskAccount } from './bind-service';

describe('maskAccount', () => {
  it.each([
    ['a', 'a*'],
    ['ab', 'a*'],
    ['abc', 'a*c'],
    ['learner', 'l*****r'],
    ['carol.smith@example.com', 'carol*************e.com'],
  ])('%s → %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
    expect(maskAccount(account)).not.toBe(account);
  });
});
