import type { FastifyInstance } from 'fastify';
import { QR_SUCCESS } from '../../../schemas/federation';
import { AppError, unauthenticated } from '../../http/app-error';
import { parseSchoolId } from '../../http/school-id';
import { Limiter } from '../../http/limiter';
import { setAuthCookies } from '../auth/cookies';
import { requestFingerprint } from '../auth/request-fingerprint';
import { clearFlowCookie, setFlowCookie } from '../identity/secrets';
import { createQrLogin, phoneStep, qrStatus, QR_TTL_SECONDS, redeemQrLogin } from './service';

export const QR_OPEN_PATH = '/api/auth/rest/v1/open/qrcode.login';
const QR_PHONE_PATH = '/api/auth/rest/v1/qrcode.login';
/** The desktop's HttpOnly proof that it asked for the code it polls. */
export const POLL_COOKIE = 'qr_poll';

const qrIdQuery = { type: 'object', required: ['qrId'], properties: { qrId: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const sessionQuery = { type: 'object', properties: { schoolId: { type: 'string' } } } as const;

/** The spec's QR envelope: success is code 000000 (failures use the usual error envelope). */
function qrOk<T>(data: T) {
  return { code: QR_SUCCESS, message: 'success', data };
}

/** QR-code login: the desktop asks for a code and polls it; a logged-in phone scans and confirms it. */
export async function qrLoginRoutes(app: FastifyInstance) {
  const { config } = app;
  const db = () => app.database.db;
  const codesPerIp = new Limiter(db, 'qr.codes_per_ip', 30, 60);

  app.get<{ Querystring: { schoolId?: string } }>(`${QR_OPEN_PATH}/session`, { schema: { querystring: sessionQuery } }, async (request, reply) => {
    const check = await codesPerIp.take(request.ip);
    if (!check.allowed) {
      reply.header('retry-after', String(check.retryAfterSeconds));
      throw new AppError(429, 'qr.rate_limited', `Too many QR codes requested. Try again in ${check.retryAfterSeconds} seconds.`, [{ retryAfterSeconds: check.retryAfterSeconds }]);
    }
    const schoolId = request.query.schoolId ? parseSchoolId(request.query.schoolId) : null;
    const created = await createQrLogin(db(), schoolId);
    // Only this desktop holds the poll secret; the QR itself carries the id alone.
    setFlowCookie(request, reply, config, POLL_COOKIE, created.pollSecret, QR_OPEN_PATH, QR_TTL_SECONDS + 60);
    return qrOk({ qrId: created.qrId, expiresIn: created.expiresIn, confirmPath: `/qr-login/confirm?qrId=${encodeURIComponent(created.qrId)}` });
  });

  app.get<{ Querystring: { qrId: string } }>(`${QR_OPEN_PATH}/status`, { schema: { querystring: qrIdQuery } }, async (request) =>
    qrOk(await qrStatus(db(), request.query.qrId, request.cookies[POLL_COOKIE])),
  );

  app.post<{ Body: { qrId: string } }>(`${QR_OPEN_PATH}/token`, { schema: { body: qrIdQuery } }, async (request, reply) => {
    const tokens = await redeemQrLogin(db(), config, { qrId: request.body.qrId, pollSecret: request.cookies[POLL_COOKIE], fingerprint: requestFingerprint(request) });
    clearFlowCookie(reply, POLL_COOKIE, QR_OPEN_PATH);
    setAuthCookies(request, reply, config, tokens);
    return qrOk({ token_type: 'Bearer', expires_in: tokens.accessMaxAge });
  });

  for (const step of ['scan', 'confirm', 'cancel'] as const) {
    app.post<{ Body: { qrId: string } }>(`${QR_PHONE_PATH}/${step}`, { schema: { body: qrIdQuery } }, async (request) => {
      if (!request.user) throw unauthenticated();
      return qrOk({ status: await phoneStep(db(), { qrId: request.body.qrId, userId: request.user.id, step }) });
    });
  }
}
