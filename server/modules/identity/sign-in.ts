import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { startSession, type IssuedTokens } from '../auth/service';
import type { ExternalPerson } from './oidc-client';
import * as repo from './repository';
import { hashSecret, newSecret } from './secrets';
import type { ExternalProvider } from './table';

export const BIND_TICKET_SECONDS = 15 * 60;

/** What an outside sign-in comes to: a session for a linked account, or a ticket to link one first. */
export type SignInOutcome =
  | { kind: 'session'; tokens: IssuedTokens; redirect: string }
  | { kind: 'bind'; ticket: string; redirect: string; verify: boolean };

/**
 * The person the outside party vouched for signs in when their identity is linked to an account in
 * this school's tenant; otherwise they get a bind ticket. `verify` says an account with their
 * (verified) e-mail exists, so the bind screen only asks for that account's password.
 */
export async function signInOrBind(
  db: Db,
  config: Config,
  input: { tenantId: string; schoolId: string; provider: ExternalProvider; person: ExternalPerson; redirect: string; fingerprint: string },
): Promise<SignInOutcome> {
  const userId = await repo.findLinkedUser(db, input.tenantId, input.provider, input.person.subject);
  if (userId) {
    const tokens = await startSession(db, config, userId, input.fingerprint, { tenantId: input.tenantId, schoolId: input.schoolId, provider: input.provider });
    return { kind: 'session', tokens, redirect: input.redirect };
  }
  const ticket = newSecret();
  await repo.insertBindTicket(db, {
    ticketHash: hashSecret(ticket),
    tenantId: input.tenantId,
    schoolId: input.schoolId,
    provider: input.provider,
    subject: input.person.subject,
    email: input.person.emailVerified ? input.person.email : '',
    displayName: input.person.displayName,
    redirect: input.redirect,
    expiresAt: new Date(Date.now() + BIND_TICKET_SECONDS * 1000),
  });
  const verify = input.person.emailVerified && (await repo.findUserByEmail(db, input.person.email)) !== undefined;
  return { kind: 'bind', ticket, redirect: input.redirect, verify };
}
