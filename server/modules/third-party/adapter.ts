import type { ExternalPerson } from '../identity/oidc-client';

/** The outside parties of the third-party logins: the messaging app (free login) and the two OAuth-style parties. */
export type ThirdParty = 'welink' | 'hw' | 'imc';
export const THIRD_PARTIES: readonly ThirdParty[] = ['welink', 'hw', 'imc'];

/**
 * One outside party, whatever its wire protocol: where to send the browser to sign in there, and who a
 * one-time code it issued stands for (null when the party refuses the code: unknown, expired or used).
 */
export interface ThirdPartyAdapter {
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchange(input: { code: string; platformType?: string }): Promise<ExternalPerson | null>;
}
