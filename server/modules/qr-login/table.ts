import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from '../../db/schema-columns';

/** Where a QR login is: shown, scanned by a phone, confirmed there, tokens handed to the desktop, or cancelled. */
export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'done' | 'cancelled';

/** One QR code shown on a desktop (0007_identity_federation.sql). */
export const qrLogins = pgTable('qr_logins', {
  id: text('id').primaryKey(),
  pollSecretHash: text('poll_secret_hash').notNull(),
  schoolId: id('school_id'),
  status: text('status').$type<QrStatus>().notNull().default('waiting'),
  userId: id('user_id'),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});
