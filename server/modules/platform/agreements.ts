import { eq } from 'drizzle-orm';
import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { id, timestamptz } from '../../db/schema-columns';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';

export const agreementSigns = pgTable('agreement_signs', {
  userId: id('user_id').notNull(),
  agreementType: text('agreement_type').$type<'privacy' | 'service'>().notNull(),
  version: integer('version').notNull(),
  signedAt: timestamptz('signed_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.agreementType] })]);

export const cookieAgreements = pgTable('cookie_agreements', {
  userId: id('user_id').primaryKey(),
  operation: smallint('operation').notNull(),
  recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
});

const TYPES = ['privacy', 'service'] as const;
// Accounts accept the agreements of the day when they register; those are version 1.
const ACCEPTED_AT_REGISTRATION = 1;

const compareBody = { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, properties: { sign: { type: 'boolean' } } }] } as const;
const cookieQuery = { type: 'object', required: ['operation'], properties: { operation: { type: 'integer', enum: [0, 1] } } } as const;

/** Agreements of spec §7: compare-and-sign the latest privacy and service versions, withdraw, and the cookie dialog's answer. */
export async function agreementRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.post<{ Body: { sign?: boolean } | null }>('/api/school/schools/compare-and-sign-lastest-agreement', { schema: { body: compareBody } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const userId = request.user.id;
    const current = await app.configService.get('agreementVersions');
    if (request.body?.sign) {
      for (const agreementType of TYPES) {
        await db().insert(agreementSigns).values({ userId, agreementType, version: current[agreementType] })
          .onConflictDoUpdate({ target: [agreementSigns.userId, agreementSigns.agreementType], set: { version: current[agreementType], signedAt: new Date() } });
      }
    }
    const rows = await db().select().from(agreementSigns).where(eq(agreementSigns.userId, userId));
    const signed = Object.fromEntries(TYPES.map((t) => [t, rows.find((r) => r.agreementType === t)?.version ?? ACCEPTED_AT_REGISTRATION])) as Record<(typeof TYPES)[number], number>;
    const needSign = TYPES.some((t) => signed[t] < current[t]);
    return ok({ needSign, current, signed });
  });

  app.delete('/api/assist/v2/agreement/user/signs', async (request) => {
    if (!request.user) throw unauthenticated();
    const userId = request.user.id;
    for (const agreementType of TYPES) {
      await db().insert(agreementSigns).values({ userId, agreementType, version: 0 })
        .onConflictDoUpdate({ target: [agreementSigns.userId, agreementSigns.agreementType], set: { version: 0, signedAt: new Date() } });
    }
    return ok({ withdrawn: true });
  });

  // The cookie dialog's Save: operation 1 analytics cookies on, 0 off. Recorded for members; visitors keep it in the browser only.
  app.post<{ Querystring: { operation: 0 | 1 } }>('/api/assist/v2/agreement/open/knownCookiesAgreement', { schema: { querystring: cookieQuery } }, async (request) => {
    const operation = request.query.operation;
    if (!request.user) return ok({ operation, recorded: false });
    await db().insert(cookieAgreements).values({ userId: request.user.id, operation })
      .onConflictDoUpdate({ target: cookieAgreements.userId, set: { operation, recordedAt: new Date() } });
    return ok({ operation, recorded: true });
  });
}
