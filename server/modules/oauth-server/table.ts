import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { OAuthScope } from '../../../schemas/oauth-scopes';
import { createdAt, id, timestamptz } from '../../db/schema-columns';

/** An application this portal signs people in to (0007_identity_federation.sql; its school, 0010_school_oauth_clients.sql). */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash'),
  redirectUris: text('redirect_uris').array().notNull(),
  tenantId: id('tenant_id'),
  schoolId: id('school_id'),
  createdAt: createdAt(),
});

/** A one-time authorization code issued to a client for a user (keyed by the code's hash), with the scopes granted (0070). */
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  userId: id('user_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull().default(''),
  scopes: text('scopes').array().$type<OAuthScope[]>().notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});

/** What a member allowed an application to receive, every scope so far (0070_oauth_consents.sql). */
export const oauthConsents = pgTable('oauth_consents', {
  userId: id('user_id').notNull(),
  clientId: text('client_id').notNull(),
  scopes: text('scopes').array().$type<OAuthScope[]>().notNull(),
  grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.clientId] })]);

/** An authorization request waiting for the member's Allow or Deny, named by a one-time ticket's hash. */
export const oauthConsentRequests = pgTable('oauth_consent_requests', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: id('user_id').notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  scopes: text('scopes').array().$type<OAuthScope[]>().notNull(),
  state: text('state'),
  codeChallenge: text('code_challenge').notNull().default(''),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});
