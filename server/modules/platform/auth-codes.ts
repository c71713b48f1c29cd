import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { id, timestamptz } from '../../db/schema-columns';
import { AppError } from '../../http/app-error';

/** Spec §9: a stored code older than 600 seconds is discarded. */
export const CODE_MAX_AGE_SECONDS = 600;

/** Who a code stands for: the support chat or the e-lab. */
export type CodePurpose = 'chat' | 'elab';

export const authCodes = pgTable('member_auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  purpose: text('purpose').$type<CodePurpose>().notNull(),
  userId: id('user_id').notNull(),
  schoolId: id('school_id').notNull(),
  issuedAt: timestamptz('issued_at').notNull().defaultNow(),
  revokedAt: timestamptz('revoked_at'),
});

const hash = (code: string) => createHash('sha256').update(code).digest('base64url');

/** Issues a new code for a member; the member's earlier codes of that purpose are revoked, stale ones of anyone dropped. */
export async function issueCode(db: Db, purpose: CodePurpose, userId: string, schoolId: string): Promise<{ code: string; issuedAt: Date }> {
  const code = randomBytes(24).toString('base64url');
  const issuedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(authCodes).where(lt(authCodes.issuedAt, new Date(Date.now() - CODE_MAX_AGE_SECONDS * 1000)));
    await tx.update(authCodes).set({ revokedAt: issuedAt })
      .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.revokedAt)));
    await tx.insert(authCodes).values({ codeHash: hash(code), purpose, userId, schoolId, issuedAt });
  });
  return { code, issuedAt };
}

/**
 * Redeems a code once: the member and school it stands for. 401 `<purpose>.code_invalid` for an unknown,
 * used or revoked code, and for one older than 600 seconds (which is deleted).
 */
export async function redeemCode(db: Db, purpose: CodePurpose, code: string): Promise<{ userId: string; schoolId: string }> {
  const invalid = new AppError(401, `${purpose}.code_invalid`, 'The code is unknown, used or expired.');
  // One statement marks the code used, so two redemptions at once cannot both succeed.
  const [row] = await db.update(authCodes).set({ revokedAt: new Date() })
    .where(and(eq(authCodes.codeHash, hash(code)), eq(authCodes.purpose, purpose), isNull(authCodes.revokedAt)))
    .returning({ userId: authCodes.userId, schoolId: authCodes.schoolId, issuedAt: authCodes.issuedAt });
  if (!row) throw invalid;
  if (Date.now() - row.issuedAt.getTime() > CODE_MAX_AGE_SECONDS * 1000) {
    await db.delete(authCodes).where(eq(authCodes.codeHash, hash(code)));
    throw invalid;
  }
  return { userId: row.userId, schoolId: row.schoolId };
}

/** Revokes every live code of a member (of one purpose, or all). Returns how many. */
export async function revokeCodes(db: Db, userId: string, purpose?: CodePurpose): Promise<number> {
  const rows = await db.update(authCodes).set({ revokedAt: new Date() })
    .where(and(eq(authCodes.userId, userId), isNull(authCodes.revokedAt), purpose ? eq(authCodes.purpose, purpose) : undefined))
    .returning({ codeHash: authCodes.codeHash });
  return rows.length;
}
