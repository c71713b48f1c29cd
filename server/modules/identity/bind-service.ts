import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { findUserByAccount } from '../auth/repository';
import { startSession, type IssuedTokens } from '../auth/service';
import { verifyPassword } from '../auth/password';
import * as repo from './repository';
import { hashSecret } from './secrets';

/** Wrong passwords one bind ticket takes before it is spent. */
export const BIND_TRIES = 5;

const noTicket = () => new AppError(401, 'bind.ticket_invalid', 'This account-binding step has expired or was already used. Please sign in again.');

/** Shows part of an account name (enough to recognise it, not to learn it). */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? ''}*`;
  const keep = Math.max(1, Math.floor(account.length / 4));
  return `${account.slice(0, keep)}${'*'.repeat(account.length - 2 * keep)}${account.slice(-keep)}`;
}

/** What the bind screens show about a live ticket: who signed in outside, and the matching account if one has their e-mail. */
export async function describeTicket(db: Db, ticket: string | undefined) {
  const row = ticket ? await repo.findLiveBindTicket(db, hashSecret(ticket)) : undefined;
  if (!row) throw noTicket();
  const match = await repo.findUserByEmail(db, row.email);
  return { provider: row.provider, displayName: row.displayName, email: row.email, matchedAccount: match ? maskAccount(match.account) : null, redirect: row.redirect };
}

/**
 * Links the ticket's outside identity to an account the person proves with its password (the
 * account with the verified e-mail when no name is given), then signs them in.
 */
export async function bindWithPassword(
  db: Db,
  config: Config,
  input: { ticket: string | undefined; username?: string; password: string; fingerprint: string; failures: { hit(key: string): Promise<number> } },
): Promise<{ tokens: IssuedTokens; redirect: string; account: string }> {
  const ticketHash = input.ticket ? hashSecret(input.ticket) : '';
  const row = ticketHash ? await repo.findLiveBindTicket(db, ticketHash) : undefined;
  if (!row) throw noTicket();
  const user = input.username ? await findUserByAccount(db, input.username.trim()) : await repo.findUserByEmail(db, row.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    if ((await input.failures.hit(ticketHash)) >= BIND_TRIES) await repo.consumeBindTicket(db, ticketHash);
    throw new AppError(401, 'auth.invalid_credentials', 'Wrong account or password.');
  }
  const linked = await withTenant(db, row.tenantId, async (tx) => {
    if (!(await repo.consumeBindTicket(tx, ticketHash))) throw noTicket();
    return repo.linkIdentity(tx, { tenantId: row.tenantId, provider: row.provider, subject: row.subject, userId: user.id });
  });
  if (!linked) throw new AppError(409, 'bind.already_linked', 'This outside identity is already linked to an account. Please sign in again.');
  const tokens = await startSession(db, config, user.id, input.fingerprint, { tenantId: row.tenantId, schoolId: row.schoolId, provider: row.provider });
  return { tokens, redirect: row.redirect, account: maskAccount(user.account) };
}
