import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../schemas/localized-text';
import { createdAt, id, timestamptz } from './schema-columns';

/** Category trees per school (facets); `source` is the RESOURCE_TYPE a facet belongs to, 0 for all. */
export const categories = pgTable('categories', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  parentId: id('parent_id'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  source: smallint('source').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/** Who is enrolled in which resource (classes, courses ...). */
export const enrollments = pgTable('enrollments', {
  tenantId: id('tenant_id').notNull(),
  resourceId: id('resource_id').notNull(),
  userId: id('user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.resourceId, t.userId] })]);

/** Points a trainee earned in a school, for the points leaderboard. */
export const pointEvents = pgTable('point_events', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  points: integer('points').notNull(),
  /** Set for learning events (POST /api/point/v1/event/learn): one per user, resource and day. */
  eventKey: text('event_key'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/** Every keyword search of a list; feeds hot searches and each user's history. */
export const searchLog = pgTable('search_log', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id'),
  keyword: text('keyword').notNull(),
  hiddenFromHistory: boolean('hidden_from_history').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/** A school's navigation menu, a tree; an item opens a page or a URL. */
export const navigations = pgTable('navigations', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  parentId: id('parent_id'),
  pageId: id('page_id'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  url: text('url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

/** The tables of this file, for the drizzle schema object. */
export const portalTables = { categories, enrollments, pointEvents, searchLog, navigations };
