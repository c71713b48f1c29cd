import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/schema-columns';
import { newFileKey } from './address';

/** Upload slots and stored uploads (0004_feedback_footer.sql; key and audience: 0071_file_keys.sql). */
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
  /** The unguessable part of the file's address (address.ts). */
  accessKey: text('access_key').notNull().$defaultFn(newFileKey),
  /** 'school': its members, or anyone when the school is open; 'sender': the uploader and the school's administrators. */
  audience: text('audience').$type<UploadAudience>().notNull().default('school'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]);

export type UploadAudience = 'school' | 'sender';
export type UploadRow = typeof uploads.$inferSelect;
