import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { listOutbox, type OutboxChannel } from './repository';

const outboxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recipient: { type: 'string', maxLength: 200 },
    channel: { type: 'string', enum: ['sms', 'email', 'captcha'] },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

/** GET /api/dev/outbox: what the embedded adapter sent, newest first. Registered only when DEV_OUTBOX is on (never in production). */
export async function devOutboxRoutes(app: FastifyInstance) {
  if (!app.config.devOutbox) return;
  app.get<{ Querystring: { recipient?: string; channel?: OutboxChannel; limit: number } }>(
    '/api/dev/outbox',
    { schema: { querystring: outboxQuery } },
    async (request) => {
      const rows = await listOutbox(app.database.db, request.query);
      return ok(rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.createdAt.toISOString() })));
    },
  );
}
