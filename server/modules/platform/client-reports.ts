import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';

const failureBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'message'],
  properties: {
    kind: { type: 'string', enum: ['ChunkLoadError', 'CSS_CHUNK_LOAD_FAILED'] },
    message: { type: 'string', maxLength: 500 },
    chunk: { type: 'string', maxLength: 500 },
    page: { type: 'string', maxLength: 500 },
    attempt: { type: 'integer', minimum: 1, maximum: 5 },
  },
} as const;

interface FailureReport {
  kind: 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';
  message: string;
  chunk?: string;
  page?: string;
  attempt?: number;
}

/** What browsers tell the server log: the heartbeat of a logged-in page and code that failed to load. */
export async function clientReportRoutes(app: FastifyInstance) {
  // Spec §4/§9: while logged in, the page calls this every 300000 ms; each call is one line in the log.
  app.post('/api/platform/v1/heartbeat', async (request) => {
    if (!request.user) throw unauthenticated();
    request.log.info({ event: 'heartbeat', userId: request.user.id }, 'heartbeat');
    return ok({ at: new Date().toISOString() });
  });

  // A chunk that did not load (spec §8): logged as a warning with what the browser knew.
  app.post<{ Body: FailureReport }>('/api/platform/v1/client-errors', { schema: { body: failureBody }, bodyLimit: 4096 }, async (request) => {
    const { kind, message, chunk, page, attempt } = request.body;
    request.log.warn({ event: 'client_load_failure', kind, chunk, page, attempt, userId: request.user?.id ?? null, detail: message }, `client load failure: ${kind}`);
    return ok({ logged: true });
  });
}
