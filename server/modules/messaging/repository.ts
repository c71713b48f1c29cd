import { and, desc, eq } from 'drizzle-orm';
import { nextId } from '../../db/ids';
import { devOutbox } from '../../db/schema';
import type { Executor } from '../../db/tenant';

export type OutboxRow = typeof devOutbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];

/** Records one message in the dev outbox. */
export async function insertOutbox(db: Executor, row: { channel: OutboxChannel; recipient: string; subject?: string; body: string }): Promise<void> {
  await db.insert(devOutbox).values({ id: nextId(), subject: '', ...row });
}

/** The newest outbox messages, optionally for one recipient and channel. */
export function listOutbox(db: Executor, filter: { recipient?: string; channel?: OutboxChannel; limit: number }): Promise<OutboxRow[]> {
  const conditions = [];
  if (filter.recipient) conditions.push(eq(devOutbox.recipient, filter.recipient));
  if (filter.channel) conditions.push(eq(devOutbox.channel, filter.channel));
  return db.select().from(devOutbox).where(and(...conditions)).orderBy(desc(devOutbox.createdAt), desc(devOutbox.id)).limit(filter.limit);
}
