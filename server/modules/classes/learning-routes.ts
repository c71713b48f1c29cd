import type { FastifyInstance } from 'fastify';
import { addAttendanceAttachmentSchema, attendanceQuerySchema, curriculumBatchSchema, pageQuerySchema, questionnaireSubmissionSchema, signInSchema,
  userExamsSchema, CLASS_PAGE_SIZE, type AddAttendanceAttachment, type QuestionnaireSubmission } from '../../../schemas/class-management';
import { idSchema } from '../../../schemas/ids';
import { enrollments } from '../../db/schema';
import { withTenant, type Tx } from '../../db/tenant';
import { forbidden, unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requireVisitor, resolveSchool, rolesIn } from '../schools/access';
import type { SchoolRef } from '../schools/repository';
import { accessIn, findClass, isLecturer, notEnrolled, requireLearner, requireManager, requireParticipant, schoolIdOf, withClass, type ClassAccess } from './access';
import { addAttendanceAttachment, attendanceRecords, deleteAttendanceAttachment, findAttendance, findAttendanceAttachment, listAttendanceAttachments, signIn } from './attendance';
import { pageOf } from './paging';
import { classProgressOf, curriculumProgress, examResults } from './progress';
import { questionnaireNotFound, queryQuestionnaire, submitQuestionnaire } from './questionnaires';
import { classQuestionnaires } from '../../db/schema-classes';
import { classIdParams, idParams, schoolQuery } from './schemas';
import { findSession, lecturerSchedule, listSchedules, presentSession } from './sessions';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

const M = '/api/manager';
type PageQuery = { pageNumber?: number; pageSize?: number };
const questionnaireParams = { type: 'object', required: ['classId', 'questionnaireId'], properties: { classId: idSchema, questionnaireId: idSchema } } as const;

/** The request's school, visible to the caller, and a tenant transaction in it. */
async function inSchool<T>(app: FastifyInstance, request: FastifyRequest, fn: (tx: Tx, school: SchoolRef) => Promise<T>): Promise<T> {
  const db = app.database.db;
  const school = await resolveSchool(db, schoolIdOf(request));
  await requireVisitor(db, request.user, school);
  return withTenant(db, school.tenantId, (tx) => fn(tx, school));
}

/** The owner of an attendance record, or the class's teachers and administrators (reading and deleting). */
function ownerOrManager(a: ClassAccess, ownerId: string): void {
  if (!a.user) throw unauthenticated();
  if (a.user.id !== ownerId) requireManager(a);
}

/** What learners (and anyone who may see the class) call: schedules, their own screen, records, progress and questionnaires. */
export async function learningRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get<{ Params: { classId: string }; Querystring: PageQuery & { asc?: boolean } }>('/api/class/schedules/:classId', {
    schema: { params: classIdParams, querystring: { ...pageQuerySchema, properties: { ...pageQuerySchema.properties, asc: { type: 'boolean', default: true } } } },
  }, async (request) => withClass(db(), request, request.params.classId, async (tx, a) => ok(await listSchedules(tx, a.row.id, pageOf(request.query), request.query.asc ?? true))));

  app.get<{ Params: { id: string }; Querystring: PageQuery }>(`${M}/student/schedule/lecturer/:id`, {
    schema: { params: idParams, querystring: pageQuerySchema },
  }, async (request) => withClass(db(), request, request.params.id, async (tx, a) => ok(await lecturerSchedule(tx, a.row.id, pageOf(request.query, CLASS_PAGE_SIZE)))));

  app.get<{ Params: { classId: string } }>(`${M}/studentscreen/:classId`, { schema: { params: classIdParams, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.params.classId, async (tx, a) => {
      const user = requireLearner(a);
      const [records, progress] = await Promise.all([attendanceRecords(tx, a, user.id), classProgressOf(tx, a, user.id)]);
      return ok({ classId: a.row.id, ...records, progress });
    }));

  app.post<{ Body: { userId: string; examIds: string[]; classId?: string } }>('/api/exam/api/userexam/v1/classes/exams', {
    schema: { body: userExamsSchema, querystring: schoolQuery },
  }, async (request) => {
    const caller = request.user;
    if (!caller) throw unauthenticated();
    return inSchool(app, request, async (tx, school) => {
      const { userId, examIds, classId } = request.body;
      if (userId !== caller.id) {
        // Someone else's results: an administrator of the school, or a teacher of a class the learner is in.
        const admin = (await rolesIn(tx, school, caller.id)).includes('administrator');
        const teaches = classId !== undefined && (await isLecturer(tx, classId, caller.id))
          && (await tx.select().from(enrollments).where(and(eq(enrollments.resourceId, classId), eq(enrollments.userId, userId)))).length > 0;
        if (!admin && !teaches) throw forbidden('You may see your own exam results only.');
      }
      return ok(await examResults(tx, userId, examIds));
    });
  });

  app.post<{ Body: { curriculumIds: string[] } }>('/api/student/api/student/course/progress/curriculum/batch', {
    schema: { body: curriculumBatchSchema, querystring: schoolQuery },
  }, async (request) => {
    const caller = request.user;
    if (!caller) throw unauthenticated();
    return inSchool(app, request, async (tx) => ok(await curriculumProgress(tx, caller.id, request.body.curriculumIds)));
  });

  // Satisfaction: the learner's side
  const S = `${M}/v1/class-satisfaction`;
  app.get<{ Params: { classId: string; questionnaireId: string } }>(`${S}/user-query-satisfaction-questionnaires/classes/:classId/questionnaires/:questionnaireId`, {
    schema: { params: questionnaireParams, querystring: schoolQuery },
  }, async (request) => withClass(db(), request, request.params.classId, async (tx, a) => {
    const user = a.isTeacher || a.isAdministrator ? requireParticipant(a) : requireLearner(a);
    return ok(await queryQuestionnaire(tx, a, user.id, request.params.questionnaireId));
  }));

  app.post<{ Params: { classId: string; questionnaireId: string }; Body: QuestionnaireSubmission }>(`${S}/user-submit-satisfaction-questionnaires/classes/:classId/questionnaires/:questionnaireId`, {
    schema: { params: questionnaireParams, body: questionnaireSubmissionSchema, querystring: schoolQuery },
  }, async (request) => withClass(db(), request, request.params.classId, async (tx, a) =>
    ok(await submitQuestionnaire(tx, a, requireLearner(a).id, request.params.questionnaireId, request.body))));

  // Where a questionnaire belongs (the /portal/{schoolId}/question-survey/{id} redirect).
  app.get<{ Params: { id: string } }>(`${S}/questionnaires/:id/class`, { schema: { params: idParams, querystring: schoolQuery } }, async (request) =>
    inSchool(app, request, async (tx, school) => {
      const [row] = await tx.select({ classId: classQuestionnaires.classId }).from(classQuestionnaires).where(eq(classQuestionnaires.id, request.params.id));
      if (!row) throw questionnaireNotFound();
      await findClass(tx, school, row.classId);
      return ok({ questionnaireId: request.params.id, classId: row.classId });
    }));

  // Attendance
  app.put<{ Body: { classId: string; scheduleId: string } }>(`${M}/student/schedule/record`, { schema: { body: signInSchema, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.body.classId, async (tx, a) => ok(await signIn(tx, a, requireLearner(a).id, request.body.scheduleId))));

  app.get<{ Params: { id: string } }>(`${M}/student/schedule/record/:id`, { schema: { params: idParams, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.params.id, async (tx, a) => ok(await attendanceRecords(tx, a, requireLearner(a).id))));

  // The check-view page: a session by its id, with its class and the caller's sign-in.
  app.get<{ Params: { id: string } }>(`${M}/student/schedule/check/:id`, { schema: { params: idParams, querystring: schoolQuery } }, async (request) =>
    inSchool(app, request, async (tx, school) => {
      const session = await findSession(tx, request.params.id);
      const a = await accessIn(tx, school, session.classId, request.user);
      const records = a.enrolled && a.user ? await attendanceRecords(tx, a, a.user.id) : null;
      return ok({
        session: presentSession(session, null), className: a.row.title, enrolled: a.enrolled, canManage: a.isTeacher || a.isAdministrator,
        item: records?.list.find((r) => r.session.id === session.id) ?? null,
      });
    }));

  const A = `${M}/v1/class/attendance-attachments`;
  app.post<{ Body: { attendanceId: string; pageNumber?: number; pageSize?: number } }>(`${A}/batch-query`, { schema: { body: attendanceQuerySchema, querystring: schoolQuery } }, async (request) => {
    const found = await inSchool(app, request, (tx) => findAttendance(tx, request.body.attendanceId));
    return withClass(db(), request, found.classId, async (tx, a) => {
      ownerOrManager(a, found.record.userId);
      return ok(await listAttendanceAttachments(tx, a, found.record.id, pageOf(request.body)));
    });
  });

  app.post<{ Body: AddAttendanceAttachment }>(A, { schema: { body: addAttendanceAttachmentSchema, querystring: schoolQuery } }, async (request) => {
    const found = await inSchool(app, request, (tx) => findAttendance(tx, request.body.attendanceId));
    return withClass(db(), request, found.classId, async (tx, a) => {
      if (!a.user) throw unauthenticated();
      if (a.user.id !== found.record.userId) throw notEnrolled();
      return ok(await addAttendanceAttachment(tx, a, a.user.id, request.body));
    });
  });

  app.delete<{ Params: { id: string } }>(`${A}/:id`, { schema: { params: idParams, querystring: schoolQuery } }, async (request) => {
    const found = await inSchool(app, request, async (tx) => {
      const attachment = await findAttendanceAttachment(tx, request.params.id);
      return { attachment, ...(await findAttendance(tx, attachment.attendanceId)) };
    });
    return withClass(db(), request, found.classId, async (tx, a) => {
      ownerOrManager(a, found.record.userId);
      await deleteAttendanceAttachment(tx, found.attachment.id);
      return ok({ id: found.attachment.id });
    });
  });
}
