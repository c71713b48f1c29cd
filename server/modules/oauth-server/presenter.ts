import type { OAuthClientRow } from './repository';

/** An application as its school's administrators see it; the secret is never shown again. */
export function presentClient(row: OAuthClientRow) {
  return {
    clientId: row.clientId,
    name: row.name,
    redirectUris: row.redirectUris,
    confidential: row.secretHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
