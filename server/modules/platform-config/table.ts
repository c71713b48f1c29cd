import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamptz } from '../../db/schema-columns';

/** Platform-scope configuration values (0050_platform_rules.sql); school-scope ones live in school_settings. */
export const platformConfig = pgTable('platform_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: id('updated_by'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** People who may edit platform-scope keys. */
export const platformOperators = pgTable('platform_operators', {
  userId: id('user_id').primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
