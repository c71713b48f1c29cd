import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './schema-columns';

/** Where a one-time code goes. */
export type CodeChannel = 'sms' | 'email';
/** What a one-time code may be used for; a code of one purpose never works for another. */
export type CodePurpose = 'login' | 'register' | 'bind';

export const verificationCodes = pgTable('verification_codes', {
  id: id('id').primaryKey(),
  channel: text('channel').$type<CodeChannel>().notNull(),
  recipient: text('recipient').notNull(),
  purpose: text('purpose').$type<CodePurpose>().notNull(),
  userId: id('user_id'),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
  createdAt: createdAt(),
});

export const captchas = pgTable('captchas', {
  id: id('id').primaryKey(),
  account: text('account').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
  createdAt: createdAt(),
});

export const devOutbox = pgTable('dev_outbox', {
  id: id('id').primaryKey(),
  channel: text('channel').$type<CodeChannel | 'captcha'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const identityTables = { verificationCodes, captchas, devOutbox };
