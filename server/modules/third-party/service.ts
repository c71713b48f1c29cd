import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import * as identityRepo from '../identity/repository';
import { signInOrBind, type SignInOutcome } from '../identity/sign-in';
import { spendLoginState } from '../identity/sso-service';
import { resolveSchool } from '../schools/access';
import type { ThirdParty, ThirdPartyAdapter } from './adapter';

/** The spec's failure code of the messaging-app free login. */
export const FREE_LOGIN_FAILURE = '030025';

/** The messaging app refused the code (unknown, expired or already used): the spec's 030025. */
export class FreeLoginFailure extends AppError {
  constructor() {
    super(401, 'welink.free_login_failed', 'The messaging app did not confirm who you are. Open the portal from the app again.');
  }
}

const refused = () => new AppError(401, 'thirdparty.code_rejected', 'The sign-in service did not accept this code (unknown, expired or already used). Please sign in again.');

/** Messaging-app free login: the app's code, for the school named by `state`. */
export async function freeLogin(db: Db, config: Config, adapter: ThirdPartyAdapter, input: { code: string; platformType?: string; state: string; fingerprint: string }): Promise<SignInOutcome> {
  const school = await resolveSchool(db, input.state);
  const person = await adapter.exchange({ code: input.code, platformType: input.platformType });
  if (!person?.subject) throw new FreeLoginFailure();
  return signInOrBind(db, config, { tenantId: school.tenantId, schoolId: school.id, provider: 'welink', person, redirect: `/portal/${school.id}/home`, fingerprint: input.fingerprint });
}

/** A third-party login callback (/hw/callback, /imc/callback): the state this browser started, then the party's code. */
export async function thirdPartyLogin(
  db: Db,
  config: Config,
  party: ThirdParty,
  adapter: ThirdPartyAdapter,
  input: { code: string; state: string; browserState: string | undefined; fingerprint: string },
): Promise<SignInOutcome> {
  const saved = await spendLoginState(db, party, input.state, input.browserState);
  const person = await adapter.exchange({ code: input.code });
  if (!person?.subject) throw refused();
  return signInOrBind(db, config, { tenantId: saved.tenantId, schoolId: saved.schoolId, provider: party, person, redirect: saved.redirect, fingerprint: input.fingerprint });
}

/** Links a third-party identity to the signed-in user with the party's code (the state this browser started). */
export async function bindByAuthCode(
  db: Db,
  party: ThirdParty,
  adapter: ThirdPartyAdapter,
  input: { user: UserRow; code: string; state: string; browserState: string | undefined },
): Promise<{ provider: ThirdParty; redirect: string }> {
  const saved = await spendLoginState(db, party, input.state, input.browserState);
  const person = await adapter.exchange({ code: input.code });
  if (!person?.subject) throw refused();
  const existing = await identityRepo.findLinkedUser(db, saved.tenantId, party, person.subject);
  if (existing && existing !== input.user.id) throw new AppError(409, 'bind.already_linked', 'This outside identity is already linked to another account.');
  if (!existing) {
    await withTenant(db, saved.tenantId, (tx) => identityRepo.linkIdentity(tx, { tenantId: saved.tenantId, provider: party, subject: person.subject, userId: input.user.id }));
  }
  return { provider: party, redirect: saved.redirect };
}
