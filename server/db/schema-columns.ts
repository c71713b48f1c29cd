import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * A bigint id carried as a string. PGlite returns int8 as a number or a BigInt depending on size and
 * node-postgres as a string; String() makes all three the same 19-digit text.
 */
export const id = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A nullable or required timestamptz column as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
