import { randomBytes } from 'node:crypto';
import type { ExternalPerson } from '../identity/oidc-client';
import type { ThirdParty, ThirdPartyAdapter } from './adapter';

const CODE_SECONDS = 5 * 60;

/**
 * A stand-in party for development and tests: codes are minted here (by the dev sign-in page or a
 * test), each stands for one person, works once and for five minutes, like a real party's codes.
 */
export class FakeThirdParty implements ThirdPartyAdapter {
  private readonly codes = new Map<string, { person: ExternalPerson; expiresAt: number }>();

  constructor(readonly party: ThirdParty) {}

  authorizeUrl(input: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({ state: input.state, redirect_uri: input.redirectUri });
    return `/api/dev/third-party/${this.party}/authorize?${query}`;
  }

  /** Issues a one-time code for a person, as the party would after they signed in there. */
  mint(person: ExternalPerson): string {
    const code = randomBytes(16).toString('base64url');
    this.codes.set(code, { person, expiresAt: Date.now() + CODE_SECONDS * 1000 });
    return code;
  }

  async exchange(input: { code: string }): Promise<ExternalPerson | null> {
    const entry = this.codes.get(input.code);
    this.codes.delete(input.code);
    return entry && entry.expiresAt > Date.now() ? entry.person : null;
  }
}
