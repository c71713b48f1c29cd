import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from '../../db/schema-columns';

/** A school's enterprise identity provider, one per kind (0007_identity_federation.sql). */
export const identityProviders = pgTable('identity_providers', {
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  kind: text('kind').$type<ProviderKind>().notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  scope: text('scope').notNull().default('openid profile email'),
  logoutUrl: text('logout_url').notNull().default(''),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.schoolId, t.kind] })]);

/** Enterprise single sign-on or enterprise OAuth2. */
export type ProviderKind = 'sso' | 'oauth2';

/** An outside party a person can sign in through. */
export type ExternalProvider = ProviderKind | 'welink' | 'hw' | 'imc';

/** An account linked to a person's identity at an outside party. */
export const externalIdentities = pgTable('external_identities', {
  tenantId: id('tenant_id').notNull(),
  provider: text('provider').$type<ExternalProvider>().notNull(),
  subject: text('subject').notNull(),
  userId: id('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.provider, t.subject] })]);

/** The one-time state of a login started at an outside party (keyed by the state's hash). */
export const loginStates = pgTable('login_states', {
  stateHash: text('state_hash').primaryKey(),
  kind: text('kind').$type<ExternalProvider>().notNull(),
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  nonce: text('nonce').notNull().default(''),
  codeVerifier: text('code_verifier').notNull().default(''),
  redirect: text('redirect').notNull().default('/'),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});

/** An outside identity waiting to be linked to an account (keyed by the ticket's hash). */
export const bindTickets = pgTable('bind_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  provider: text('provider').$type<ExternalProvider>().notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull().default(''),
  displayName: text('display_name').notNull().default(''),
  redirect: text('redirect').notNull().default('/'),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});
