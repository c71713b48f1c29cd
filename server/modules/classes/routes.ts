import type { FastifyInstance } from 'fastify';
import { CLASS_FILE_TYPES } from '../class-files/sniff';
import { classFileRoutes } from '../class-files/routes';
import { FILE_KIND } from '../../../schemas/class-management';
import { idSchema } from '../../../schemas/ids';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireManager, requireParticipant, withClass } from './access';
import { learningRoutes } from './learning-routes';
import { presentClassInfo, presentEnrollment } from './presenter';
import { certificatesOf, classProgressOf } from './progress';
import { listQuestionnaires } from './questionnaires';
import { classBody, classIdParams, idParams, schoolQuery } from './schemas';
import { enroll, unEnroll } from './service';
import { allSessions } from './sessions';
import { teachingRoutes } from './teaching-routes';

const BASE = '/api/manager/class';

/** Class management (docs/api.md "Class management"): class info, enrolment, roles, metadata, progress, certificates. */
export async function classRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get<{ Params: { classId: string } }>(`${BASE}/classInfo/:classId`, { schema: { params: classIdParams, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.params.classId, async (tx, access) => ok(presentClassInfo(access.row, access.enrolled, await allSessions(tx, access.row.id)))));

  for (const [path, action] of [['enroll', enroll], ['unEnroll', unEnroll]] as const) {
    app.post<{ Body: { classId: string } }>(`${BASE}/${path}`, { schema: { body: classBody, querystring: schoolQuery } }, async (request) => {
      if (!request.user) throw unauthenticated();
      const userId = request.user.id;
      const result = await withClass(db(), request, request.body.classId, (tx, access) => action(tx, access, userId));
      return ok(presentEnrollment(request.body.classId, result));
    });
  }

  app.get<{ Params: { id: string } }>('/api/manager/isTheClassTeacher/:id', { schema: { params: idParams, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.params.id, async (_tx, a) => ok({
      classId: a.row.id, isTheClassTeacher: a.isTeacher, isAdministrator: a.isAdministrator, canManage: a.isTeacher || a.isAdministrator, enrolled: a.enrolled,
    })));

  app.get<{ Querystring: { classId: string } }>('/api/manager/queryMetadata', {
    schema: { querystring: { type: 'object', required: ['classId'], properties: { classId: idSchema, schoolId: { type: 'string' } } } },
  }, async (request) => withClass(db(), request, request.query.classId, async (tx, a) => ok({
    classId: a.row.id,
    attachmentTypes: FILE_KIND,
    coursewareTypes: FILE_KIND,
    allowedContentTypes: Object.keys(CLASS_FILE_TYPES),
    maxFileBytes: app.config.classFileMaxBytes,
    maxVideoBytes: app.config.classVideoMaxBytes,
    sessionCount: (await allSessions(tx, a.row.id)).length,
    questionnaires: await listQuestionnaires(tx, a.row.id),
  })));

  app.get<{ Params: { id: string }; Querystring: { userId?: string } }>(`${BASE}/scheduleTotalProgress/:id`, {
    schema: { params: idParams, querystring: { type: 'object', properties: { userId: idSchema, schoolId: { type: 'string' } } } },
  }, async (request) => withClass(db(), request, request.params.id, async (tx, a) => {
    // Learners see their own progress; the class's teachers and administrators may name a learner.
    const asked = request.query.userId;
    const user = asked && asked !== request.user?.id ? (requireManager(a), asked) : requireParticipant(a).id;
    return ok(await classProgressOf(tx, a, user));
  }));

  app.get<{ Params: { id: string } }>('/api/certificate/user/getRecord/:id', { schema: { params: idParams, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.params.id, async (tx, a) => {
      if (!a.user) throw unauthenticated();
      return ok(await certificatesOf(tx, a, a.user.id));
    }));

  await app.register(teachingRoutes);
  await app.register(learningRoutes);
  await app.register(classFileRoutes);
}
