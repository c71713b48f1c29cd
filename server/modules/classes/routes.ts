import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idSchema } from '../../../schemas/ids';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { readRoute, visibleSchool } from '../../http/read-route';
import { resolveSchool } from '../schools/access';
import { presentClassInfo, presentEnrollment } from './presenter';
import { classInfo, enroll, unEnroll } from './service';

const BASE = '/api/manager/class';
const schoolQuery = { type: 'object', properties: { schoolId: { type: 'string' } } } as const;
const classParams = { type: 'object', required: ['classId'], properties: { classId: idSchema } } as const;
const classBody = { type: 'object', required: ['classId'], properties: { classId: idSchema } } as const;

/** The school id of a class call: the `schoolId` query parameter, else the `schoolId` header. */
function schoolIdOf(request: FastifyRequest<{ Querystring: { schoolId?: string } }>): unknown {
  return request.query.schoolId ?? request.headers.schoolid;
}

/** Class details, enrol and unenrol (docs/api.md). */
export async function classRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  readRoute<{ schoolId?: string }, { classId: string }>(app, `${BASE}/classInfo/:classId`, { params: classParams, querystring: schoolQuery }, async (input) => {
    const school = await visibleSchool(input, input.query.schoolId ?? input.headers.schoolid);
    const { row, enrolled } = await classInfo(input.db, school, input.params.classId, input.user?.id ?? null);
    return presentClassInfo(row, enrolled);
  });

  for (const [path, action] of [['enroll', enroll], ['unEnroll', unEnroll]] as const) {
    app.post<{ Body: { classId: string }; Querystring: { schoolId?: string } }>(
      `${BASE}/${path}`,
      { schema: { body: classBody, querystring: schoolQuery } },
      async (request) => {
        const school = await resolveSchool(db(), schoolIdOf(request));
        if (!request.user) throw unauthenticated();
        const result = await action(db(), school, request.body.classId, request.user.id);
        return ok(presentEnrollment(request.body.classId, result));
      },
    );
  }
}
