import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../schemas/localized-text';
import { createdAt, id, timestamptz } from './schema-columns';

// Tables of migration 0030: unions, fans and follows, personal spaces, orders and communities.

export const schoolUnions = pgTable('school_unions', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  leaderSchoolId: id('leader_school_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const schoolUnionMembers = pgTable('school_union_members', {
  tenantId: id('tenant_id').notNull(),
  unionId: id('union_id').notNull(),
  schoolId: id('school_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.unionId, t.schoolId] })]);

export const schoolFans = pgTable('school_fans', {
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.schoolId, t.userId] })]);

export const userFollows = pgTable('user_follows', {
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  followerId: id('follower_id').notNull(),
  followeeId: id('followee_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.schoolId, t.followerId, t.followeeId] })]);

export const spaceVisitors = pgTable('space_visitors', {
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  ownerId: id('owner_id').notNull(),
  visitorId: id('visitor_id').notNull(),
  visitedAt: timestamptz('visited_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.schoolId, t.ownerId, t.visitorId] })]);

export const spaceSettings = pgTable('space_settings', {
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  showDynamics: boolean('show_dynamics').notNull().default(true),
  showWorks: boolean('show_works').notNull().default(true),
  showLearning: boolean('show_learning').notNull().default(true),
  showFans: boolean('show_fans').notNull().default(true),
  showFollows: boolean('show_follows').notNull().default(true),
  showVisitors: boolean('show_visitors').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.schoolId, t.userId] })]);

export const spaceItems = pgTable('space_items', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  kind: text('kind').$type<'dynamic' | 'work'>().notNull(),
  title: text('title').notNull().default(''),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const vipPackages = pgTable('vip_packages', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('CNY'),
  durationDays: integer('duration_days').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export type OrderState = 'unpaid' | 'paid' | 'cancelled';

export const orders = pgTable('orders', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  itemKind: text('item_kind').$type<'course' | 'vip'>().notNull(),
  itemId: id('item_id').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  state: text('state').$type<OrderState>().notNull().default('unpaid'),
  createdAt: createdAt(),
  cancelledAt: timestamptz('cancelled_at'),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const communities = pgTable('communities', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const communitySections = pgTable('community_sections', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  communityId: id('community_id').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const communitySubscriptions = pgTable('community_subscriptions', {
  tenantId: id('tenant_id').notNull(),
  communityId: id('community_id').notNull(),
  userId: id('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.communityId, t.userId] })]);

export const communityActivities = pgTable('community_activities', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  communityId: id('community_id').notNull(),
  sectionId: id('section_id'),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  capacity: integer('capacity'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export const activityEnrollments = pgTable('activity_enrollments', {
  tenantId: id('tenant_id').notNull(),
  activityId: id('activity_id').notNull(),
  userId: id('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.activityId, t.userId] })]);

export const studyProgress = pgTable('study_progress', {
  tenantId: id('tenant_id').notNull(),
  resourceId: id('resource_id').notNull(),
  userId: id('user_id').notNull(),
  percent: integer('percent').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.resourceId, t.userId] })]);

/** The tables of this file, for the drizzle schema object. */
export const spaceTables = {
  schoolUnions, schoolUnionMembers, schoolFans, userFollows, spaceVisitors, spaceSettings, spaceItems,
  vipPackages, orders, communities, communitySections, communitySubscriptions, communityActivities, activityEnrollments, studyProgress,
};
