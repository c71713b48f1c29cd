import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, timestamptz } from '../../db/schema-columns';

/** Per-school settings by key: 'footer', 'customer_service' (0004_feedback_footer.sql). */
export const schoolSettings = pgTable('school_settings', {
  tenantId: id('tenant_id').notNull(),
  schoolId: id('school_id').notNull(),
  key: text('key').notNull(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.schoolId, t.key] })]);
