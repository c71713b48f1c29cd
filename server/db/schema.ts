import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../schemas/localized-text';
import type { PageDocument } from '../../schemas/page-document';
import { identityTables } from './schema-identity';
import { portalTables } from './schema-portal';
import { classTables } from './schema-classes';
import { spaceTables } from './schema-space';
import { createdAt, id } from './schema-columns';

/** What a resource row is beyond its RESOURCE_TYPE: learning maps and videos are courses of their own kind. */
export type ResourceKind = 'standard' | 'learning-map' | 'video' | 'project' | 'case';

/** A school's variant (0030): normal school or academy, project management (o3), democloud, or a store school. */
export type SchoolType = 'normal' | 'o3' | 'democloud' | 'store';

/** One session of a class's schedule (ISO times). */
export interface ClassSession {
  title: LocalizedText;
  startsAt: string;
  endsAt: string;
}

export { id };
export { categories, enrollments, navigations, pointEvents, searchLog } from './schema-portal';
export { captchas, devOutbox, verificationCodes } from './schema-identity';
export * from './schema-space';

export const schools = pgTable('schools', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  parentId: id('parent_id'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  openSchool: boolean('open_school').notNull(),
  loginMethod: smallint('login_method').notNull(),
  isDecorated: boolean('is_decorated').notNull(),
  defaultLanguage: text('default_language').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  languages: jsonb('languages').$type<string[]>().notNull().default(['zh_CN']),
  overseas: boolean('overseas').notNull().default(false),
  /** 0030: the school's variant, profile text, on-sale switch, validity and (store schools) owner. */
  schoolType: text('school_type').$type<SchoolType>().notNull().default('normal'),
  description: jsonb('description').$type<LocalizedText>().notNull().default({}),
  onSale: boolean('on_sale').notNull().default(true),
  validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
  ownerUserId: id('owner_user_id'),
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
  /** The school and party a login began with (0007), so logout can follow the school's login method. */
  loginTenantId: id('login_tenant_id'),
  loginSchoolId: id('login_school_id'),
  loginProvider: text('login_provider').notNull().default('password'),
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
  /** What the releaser wrote about this release (migration 0060), at most 500 characters. */
  note: text('note'),
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
  categoryId: id('category_id'),
  recommended: boolean('recommended').notNull().default(false),
  kind: text('kind').$type<ResourceKind>().notNull().default('standard'),
  boutique: boolean('boutique').notNull().default(false),
  durationSeconds: integer('duration_seconds'),
  teacherName: text('teacher_name').notNull().default(''),
  capacity: integer('capacity'),
  schedule: jsonb('schedule').$type<ClassSession[]>().notNull().default([]),
  /** 0030: the price of a purchase course (type 10), in the currency's minor unit. */
  priceCents: integer('price_cents'),
  currency: text('currency').notNull().default('CNY'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const schema = { schools, users, memberships, sessions, pages, pageDrafts, pageVersions, resources, ...portalTables, ...identityTables, ...classTables, ...spaceTables };
