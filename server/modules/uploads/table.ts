import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/schema-columns';

/** Upload slots and stored uploads (0004_feedback_footer.sql). */
export const uploads = pgTable('uploads', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  fileName: text('file_name').notNull(),
  module: text('module').notNull().default(''),
  contentType: text('content_type'),
  byteSize: integer('byte_size'),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);
