import { joinScopes } from '../../../schemas/oauth-scopes';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import { presentConsent } from './presenter';
import * as repo from './repository';
import { schoolNamesOf } from './school-names';

/** The applications the member allowed, each with its school, what it receives and when it was last allowed; latest first. */
export async function listMemberConsents(db: Db, user: UserRow) {
  const rows = await repo.listConsents(db, user.id);
  const names = await schoolNamesOf(db, rows.flatMap(({ client }) => (client.tenantId && client.schoolId ? [{ tenantId: client.tenantId, schoolId: client.schoolId }] : [])));
  return rows.map(({ consent, client }) => presentConsent({
    client,
    school: client.schoolId ? names.get(client.schoolId) : undefined,
    scopes: joinScopes(consent.scopes, []),
    allowedAt: consent.updatedAt,
  }));
}

/** Takes back the member's own consent to an application: its next sign-in asks again. 404 when the member gave none. */
export async function revokeMemberConsent(db: Db, user: UserRow, clientId: string): Promise<{ revoked: true }> {
  if (!(await repo.deleteConsent(db, user.id, clientId))) {
    throw new AppError(404, 'oauth.consent_not_found', 'You have not allowed this application.');
  }
  return { revoked: true };
}
