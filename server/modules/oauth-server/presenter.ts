import type { LocalizedText } from '../../../schemas/localized-text';
import type { OAuthApplication, OAuthConsent, OAuthConsentRequest, OAuthScope } from '../../../schemas/oauth-scopes';
import { presentMe, presentPublicUser } from '../accounts/presenter';
import type { UserRow } from '../auth/repository';
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

/** Who registered an application, as members see it: the school (id and name), or null for one of the whole portal. */
function applicationOf(client: OAuthClientRow, schoolName: LocalizedText | undefined): OAuthApplication {
  return {
    clientId: client.clientId,
    name: client.name,
    school: client.schoolId ? { id: client.schoolId, name: schoolName ?? {} } : null,
  };
}

/** What the consent screen shows: the application, what it asks for, what the member allowed it before, and who the member is. */
export function presentConsentRequest(input: { ticket: string; client: OAuthClientRow; school: LocalizedText | undefined; scopes: OAuthScope[]; allowed: OAuthScope[]; user: UserRow }): OAuthConsentRequest {
  const me = presentMe(input.user);
  return {
    ticket: input.ticket,
    application: applicationOf(input.client, input.school),
    scopes: input.scopes,
    allowed: input.allowed,
    user: { displayName: me.displayName, avatarUrl: me.avatarUrl },
  };
}

/** An application the member allowed, for their list in the personal space. */
export function presentConsent(input: { client: OAuthClientRow; school: LocalizedText | undefined; scopes: OAuthScope[]; allowedAt: Date }): OAuthConsent {
  return { ...applicationOf(input.client, input.school), scopes: input.scopes, allowedAt: input.allowedAt.toISOString() };
}

/**
 * The token answer: the member as the application may know them, field by field from the scopes
 * the member granted. `openid`: `user_id`; `profile`: names and picture (`displayName` never falls
 * back to the mobile number or e-mail); `phone`: `mobile`; `email`: `email`; `scope` says which.
 */
export function presentGrantedUser(user: UserRow, scopes: readonly OAuthScope[]) {
  return {
    ...(scopes.includes('profile') ? presentPublicUser(user) : { user_id: user.id }),
    scope: scopes.join(' '),
    ...(scopes.includes('phone') ? { mobile: user.mobile } : {}),
    ...(scopes.includes('email') ? { email: user.email } : {}),
  };
}
