import { pgTable, text } from 'drizzle-orm/pg-core';
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

/** A one-time authorization code issued to a client for a user (keyed by the code's hash). */
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  userId: id('user_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull().default(''),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});
