import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { addAttachmentsSchema, addCoursewareSchema, displayOrderSchema, FILE_KINDS, pageQuerySchema, remindersSchema, CLASS_PAGE_SIZE,
  type AddAttachments, type AddCourseware, type DisplayOrder } from '../../../schemas/class-management';
import { users } from '../../db/schema';
import { classAttachments, classCourseware, classLecturers, classQuestionnaires } from '../../db/schema-classes';
import { ok } from '../../http/envelope';
import { contentDisposition } from '../class-files/content-disposition';
import { requireManager, requireParticipant, schoolIdOf, withClass } from './access';
import { addAttachments, addCourseware, deleteAttachment, deleteCourseware, findAttachment, findCourseware, listAttachments, listCourseware, updateDisplayOrder } from './attachments';
import { pageOf } from './paging';
import { presentClassInfo } from './presenter';
import { feedbackRecords, sendReminders } from './questionnaires';
import { idParams, classIdParams, schoolQuery } from './schemas';
import { allSessions, nameOf } from './sessions';
import { lectureScreen, studentWorkbook } from './students';
import { resolveSchool } from '../schools/access';
import { withTenant } from '../../db/tenant';

const M = '/api/manager';
type PageQuery = { pageNumber?: number; pageSize?: number };

/** What the class's teachers and the school's administrators do: details, lecture screen, students, files, feedback. */
export async function teachingRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get<{ Params: { id: string } }>(`${M}/teacher/classDetails/:id`, { schema: { params: idParams, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.params.id, async (tx, a) => {
      requireManager(a);
      const lecturers = await tx.select({ userId: users.id, realName: users.realName, nickName: users.nickName, account: users.account })
        .from(classLecturers).innerJoin(users, eq(users.id, classLecturers.userId)).where(eq(classLecturers.classId, a.row.id));
      const countIn = async (table: typeof classAttachments | typeof classCourseware | typeof classQuestionnaires) =>
        Number((await tx.select({ n: count() }).from(table).where(eq(table.classId, a.row.id)))[0]?.n ?? 0);
      return ok({
        ...presentClassInfo(a.row, a.enrolled, await allSessions(tx, a.row.id)),
        lecturers: lecturers.map((l) => ({ userId: l.userId, name: nameOf(l) })),
        attachmentCount: await countIn(classAttachments), coursewareCount: await countIn(classCourseware), questionnaireCount: await countIn(classQuestionnaires),
      });
    }));

  app.get<{ Params: { classId: string }; Querystring: { pageNumber?: number } }>(`${M}/lecturescreen/:classId/V2`, {
    schema: { params: classIdParams, querystring: pageQuerySchema },
  }, async (request) => withClass(db(), request, request.params.classId, async (tx, a) => {
    requireManager(a);
    return ok(await lectureScreen(tx, a, pageOf(request.query, CLASS_PAGE_SIZE)));
  }));

  app.get<{ Params: { classId: string }; Querystring: { lang?: string } }>(`${M}/downloadStudent/:classId`, {
    schema: { params: classIdParams, querystring: { type: 'object', properties: { schoolId: { type: 'string' }, lang: { type: 'string', maxLength: 10 } } } },
  }, async (request, reply) => {
    const lang = request.query.lang ?? request.cookies['sxz-lang'] ?? 'zh_CN';
    const file = await withClass(db(), request, request.params.classId, async (tx, a) => {
      requireManager(a);
      return studentWorkbook(tx, a, lang);
    });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition('attachment', file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(file.bytes);
  });

  // Attachments
  app.post<{ Params: { classId: string }; Body: AddAttachments }>(`${M}/attachment/addClassAttachments/:classId`, {
    schema: { params: classIdParams, body: addAttachmentsSchema, querystring: schoolQuery },
  }, async (request) => withClass(db(), request, request.params.classId, async (tx, a) => ok(await addAttachments(tx, a, requireManager(a).id, request.body))));

  app.get<{ Params: { id: string } }>(`${M}/attachment/attachmentList/:id`, { schema: { params: idParams, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.params.id, async (tx, a) => (requireParticipant(a), ok(await listAttachments(tx, a)))));

  app.get<{ Params: { classId: string }; Querystring: { type?: number } }>(`${M}/attachment/attachmentForCourseList/:classId`, {
    schema: { params: classIdParams, querystring: { type: 'object', properties: { type: { type: 'integer', enum: FILE_KINDS }, schoolId: { type: 'string' } } } },
  }, async (request) => withClass(db(), request, request.params.classId, async (tx, a) => (requireParticipant(a), ok(await listAttachments(tx, a, request.query.type)))));

  app.delete<{ Params: { id: string } }>(`${M}/attachment/deleteClassAttachment/:id`, { schema: { params: idParams, querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), schoolIdOf(request));
    const found = await withTenant(db(), school.tenantId, (tx) => findAttachment(tx, request.params.id));
    return withClass(db(), request, found.classId, async (tx, a) => {
      requireManager(a);
      await deleteAttachment(tx, found.id);
      return ok({ id: found.id });
    });
  });

  app.post<{ Body: DisplayOrder }>(`${M}/attachment/updateDisplayOrder`, { schema: { body: displayOrderSchema, querystring: schoolQuery } }, async (request) =>
    withClass(db(), request, request.body.classId, async (tx, a) => (requireManager(a), ok(await updateDisplayOrder(tx, a, request.body.ids)))));

  // Courseware
  app.get<{ Params: { classId: string }; Querystring: PageQuery }>(`${M}/classCourseware/classCoursewareList/:classId`, {
    schema: { params: classIdParams, querystring: pageQuerySchema },
  }, async (request) => withClass(db(), request, request.params.classId, async (tx, a) => (requireParticipant(a), ok(await listCourseware(tx, a, pageOf(request.query))))));

  app.post<{ Params: { classId: string }; Body: AddCourseware }>(`${M}/classCourseware/addClassCourseware/:classId`, {
    schema: { params: classIdParams, body: addCoursewareSchema, querystring: schoolQuery },
  }, async (request) => withClass(db(), request, request.params.classId, async (tx, a) => ok(await addCourseware(tx, a, requireManager(a).id, request.body))));

  app.delete<{ Params: { id: string } }>(`${M}/classCourseware/deleteClassCourseware/:id`, { schema: { params: idParams, querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), schoolIdOf(request));
    const found = await withTenant(db(), school.tenantId, (tx) => findCourseware(tx, request.params.id));
    return withClass(db(), request, found.classId, async (tx, a) => {
      requireManager(a);
      await deleteCourseware(tx, found.id);
      return ok({ id: found.id });
    });
  });

  // Satisfaction: the teacher's side
  app.get<{ Params: { id: string }; Querystring: PageQuery }>(`${M}/v1/class-satisfaction/teacher-feedback-records/:id`, {
    schema: { params: idParams, querystring: pageQuerySchema },
  }, async (request) => withClass(db(), request, request.params.id, async (tx, a) => (requireManager(a), ok(await feedbackRecords(tx, a, pageOf(request.query))))));

  app.post<{ Body: { classId: string; questionnaireId: string } }>(`${M}/v1/class-satisfaction/send-feedback-reminders`, {
    schema: { body: remindersSchema, querystring: schoolQuery },
  }, async (request) => withClass(db(), request, request.body.classId, async (tx, a) => ok(await sendReminders(tx, a, requireManager(a).id, request.body.questionnaireId))));
}

