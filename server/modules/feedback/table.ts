import { boolean, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/schema-columns';

/** Feedback submissions per school (0004_feedback_footer.sql). */
export const feedback = pgTable('feedback', {
  tenantId: id('tenant_id').notNull(),
  id: id('id').notNull(),
  schoolId: id('school_id').notNull(),
  userId: id('user_id').notNull(),
  feedbackType: smallint('feedback_type').notNull(),
  content: text('content').notNull(),
  picUrls: text('pic_urls').notNull().default(''),
  allowContact: boolean('allow_contact').notNull(),
  phoneNumber: text('phone_number'),
  schoolName: text('school_name').notNull().default(''),
  userName: text('user_name').notNull().default(''),
  clientType: text('client_type').notNull().default('1'),
  status: smallint('status').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export type FeedbackRow = typeof feedback.$inferSelect;
