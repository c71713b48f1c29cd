import type { FastifyInstance } from 'fastify';
import { nextId } from '../../db/ids';
import { pointEvents } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError, unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { findResource } from '../resources/repository';
import { requireVisitor, resolveSchool } from '../schools/access';

const learnBody = {
  type: 'object',
  additionalProperties: false,
  required: ['schoolId', 'resourceId'],
  properties: { schoolId: { type: 'string' }, resourceId: { type: 'string', pattern: '^[1-9][0-9]{18}$' } },
} as const;

/**
 * POST /api/point/v1/event/learn: a member learned from a resource. The first event per resource and
 * (UTC) day earns learnEventPoints, which count on the trainee-points leaderboard; repeats earn nothing.
 */
export async function pointRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.post<{ Body: { schoolId: string; resourceId: string } }>('/api/point/v1/event/learn', { schema: { body: learnBody } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const user = request.user;
    const school = await resolveSchool(db(), request.body.schoolId);
    await requireVisitor(db(), user, school);
    const points = await app.configService.get('learnEventPoints', school);
    const day = new Date().toISOString().slice(0, 10);
    const awarded = await withTenant(db(), school.tenantId, async (tx) => {
      if (!(await findResource(tx, school.id, request.body.resourceId))) throw new AppError(404, 'resource.not_found', 'Resource not found.');
      if (points === 0) return false;
      const rows = await tx.insert(pointEvents)
        .values({ tenantId: school.tenantId, id: nextId(), schoolId: school.id, userId: user.id, points, eventKey: `learn:${request.body.resourceId}:${day}` })
        .onConflictDoNothing().returning({ id: pointEvents.id });
      return rows.length > 0;
    });
    return ok({ awarded, points: awarded ? points : 0 });
  });
}
