import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { unauthenticated } from '../../http/app-error';
import { agreementRoutes } from './agreements';
import { clientConfigRoutes } from './client-config';
import { clientReportRoutes } from './client-reports';
import { loginInitRoutes } from './login-init';
import { permissionRoutes } from './permissions';
import { pointRoutes } from './points';
import { supportChatRoutes } from './support-chat';

const textsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['texts'],
  properties: { texts: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'string', maxLength: 20000 } } },
} as const;

/** The platform rules' routes (docs/api.md "Platform rules"). */
export async function platformRoutes(app: FastifyInstance) {
  await app.register(supportChatRoutes);
  await app.register(permissionRoutes);
  await app.register(agreementRoutes);
  await app.register(loginInitRoutes);
  await app.register(clientConfigRoutes);
  await app.register(clientReportRoutes);
  await app.register(pointRoutes);

  // moderationSyncTexts (spec §7): members check text before they submit it; the same checker guards feedback and releases.
  app.post<{ Body: { texts: string[] } }>('/api/portal/api/v1/portal/moderationSyncTexts', { schema: { body: textsBody } }, async (request) => {
    if (!request.user) throw unauthenticated();
    return ok(await app.moderation.check(request.body.texts));
  });
}
