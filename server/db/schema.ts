import { boolean, customType, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../schemas/localized-text';
import type { PageDocument } from '../../schemas/page-document';

/**
 * A bigint id carried as a string. PGlite returns int8 as a number or a BigInt depending on size and
 * node-postgres as a string; String() makes all three the same 19-digit text.
 */
export const id = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const schools = pgTable('schools', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  parentId: id('parent_id'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  openSchool: boolean('open_school').notNull(),
  loginMethod: smallint('login_method').notNull(),
  isDecorated: boolean('is_decorated').notNull(),
  defaultLanguage: text('default_language').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const users = pgTable('users', {
  id: id('id').primaryKey(),
  account: text('account').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull().default(''),
  nickName: text('nick_name').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  email: text('email').notNull().default(''),
  avatarUrl: text('avatar_url').notNull().default(''),
  createdAt: createdAt(),
});

export const memberships = pgTable('memberships', {
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  role: text('role').$type<'learner' | 'teacher' | 'administrator'>().notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.schoolId, t.userId, t.role] })]);

export const sessions = pgTable('sessions', {
  id: id('id').primaryKey(),
  userId: id('user_id').notNull(),
  familyId: id('family_id').notNull(),
  refreshTokenHash: text('refresh_token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  fingerprint: text('fingerprint').notNull().default(''),
});

export const pages = pgTable('pages', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  code: text('code').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const pageDrafts = pgTable('page_drafts', {
  tenantId: id('tenant_id').notNull(),
  pageId: id('page_id').notNull(),
  revision: integer('revision').notNull(),
  document: jsonb('document').$type<PageDocument>().notNull(),
  updatedBy: id('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.pageId] })]);

export const pageVersions = pgTable('page_versions', {
  tenantId: id('tenant_id').notNull(),
  pageId: id('page_id').notNull(),
  version: integer('version').notNull(),
  document: jsonb('document').$type<PageDocument>().notNull(),
  releasedBy: id('released_by'),
  releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.pageId, t.version] })]);

export const resources = pgTable('resources', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  type: smallint('type').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull().default({}),
  coverUrl: text('cover_url').notNull().default(''),
  category: text('category').notNull().default(''),
  zone: smallint('zone').notNull().default(0),
  enrolledCount: integer('enrolled_count').notNull().default(0),
  viewCount: integer('view_count').notNull().default(0),
  downloadCount: integer('download_count').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const schema = { schools, users, memberships, sessions, pages, pageDrafts, pageVersions, resources };
