import { nextId } from '../../../server/db/ids';
import { enrollments, users } from '../../../server/db/schema';
import { classCertificates, classLecturers, classProgress, classQuestionnaires, classSessions } from '../../../server/db/schema-classes';
import { withTenant } from '../../../server/db/tenant';
import type { SchoolRef } from '../../../server/modules/schools/repository';
import type { TestApp } from './build-test-app';
import { loginAs, makeResource, makeSchool, makeUser } from './factories';

const HOUR = 3_600_000;

/** Names in several scripts, so the spreadsheet test sees each kept intact. */
export const STUDENT_NAMES = ['李明', 'فاطمة الزهراء', 'Zoë Ångström', 'Иван Петров', '김민준', 'José Núñez', 'Ayşe Yılmaz', 'Łukasz Żak', '山田太郎', 'Émile Zola', 'Ana Souza'];

/** A school with a class, its teacher, an administrator, learners (one signed-in, eleven more), sessions, a questionnaire and progress. */
export async function makeClassFixture(t: TestApp) {
  const school = await makeSchool(t.db);
  const other = await makeSchool(t.db);
  const curriculumId = await makeResource(t.db, school, { type: 1, title: { en_US: 'Curriculum A' } });
  const examId = await makeResource(t.db, school, { type: 2, title: { en_US: 'Exam A' } });
  const classId = await makeResource(t.db, school, { type: 5, title: { en_US: 'Class Ünïcode 班级', zh_CN: '班级' }, capacity: 13, enrolledCount: 12, teacherName: 'Tina' });
  const otherClassId = await makeResource(t.db, other, { type: 5, title: { en_US: 'Other class' } });
  const [teacher, admin, ann, bob, stranger, plainTeacher] = await Promise.all([
    makeUser(t.db, { school, role: 'teacher', realName: 'Tina Teacher' }), makeUser(t.db, { school, role: 'administrator' }),
    makeUser(t.db, { school, realName: 'Ann' }), makeUser(t.db, { school, realName: 'Bob' }), makeUser(t.db), makeUser(t.db, { school, role: 'teacher' }),
  ]);
  const now = Date.now();
  // Twelve sessions: eleven days of past ones, one open now, so pages of 10 have an edge.
  const sessions = Array.from({ length: 12 }, (_, i) => ({
    tenantId: school.tenantId, id: nextId(), classId, title: { en_US: `Session ${i + 1}` },
    startsAt: new Date(now + (i - 10) * 24 * HOUR - HOUR / 2), endsAt: new Date(now + (i - 10) * 24 * HOUR + HOUR),
    lecturerId: teacher.id, curriculumId: i === 0 ? curriculumId : null, examId: i === 11 ? examId : null,
  }));
  const questionnaireId = nextId();
  const students = STUDENT_NAMES.map((realName, i) => ({ id: nextId(), account: `student_${nextId()}_${i}`, passwordHash: '!', realName }));
  await withTenant(t.db.db, school.tenantId, async (tx) => {
    await tx.insert(classLecturers).values({ tenantId: school.tenantId, classId, userId: teacher.id });
    await tx.insert(classSessions).values(sessions);
    await tx.insert(users).values(students);
    await tx.insert(enrollments).values([ann.id, ...students.map((s) => s.id)].map((userId, i) => ({ tenantId: school.tenantId, resourceId: classId, userId, createdAt: new Date(now - (20 - i) * HOUR) })));
    await tx.insert(classQuestionnaires).values({
      tenantId: school.tenantId, id: questionnaireId, classId, title: { en_US: 'Survey' }, answerTimes: 2,
      questions: [
        { id: 'overall', kind: 'rating', required: true, title: { en_US: 'Overall' } },
        { id: 'pace', kind: 'choice', required: true, title: { en_US: 'Pace' }, options: [{ en_US: 'Slow' }, { en_US: 'Fast' }] },
        { id: 'comment', kind: 'text', required: false, title: { en_US: 'Comment' } },
      ],
    });
    await tx.insert(classProgress).values([
      { tenantId: school.tenantId, classId, userId: ann.id, itemType: 'curriculum', itemId: curriculumId, progress: 60 },
      { tenantId: school.tenantId, classId, userId: ann.id, itemType: 'exam', itemId: examId, progress: 100, score: 80 },
    ]);
    await tx.insert(classCertificates).values({ tenantId: school.tenantId, id: nextId(), classId, userId: ann.id, name: { en_US: 'Certificate' }, certificateNo: 'C-1' });
  });
  const [teacherCookie, adminCookie, annCookie, bobCookie, strangerCookie, plainTeacherCookie] = await Promise.all(
    [teacher, admin, ann, bob, stranger, plainTeacher].map((u) => loginAs(t.app, u.account, u.password)),
  ) as [string, string, string, string, string, string];

  /** A call in the school's name (the spec's tenantId header), as `cookie`. */
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown, tenantId: string = school.id) =>
    t.app.inject({ method, url, headers: { tenantid: tenantId, ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });

  return {
    school, other, classId, otherClassId, curriculumId, examId, sessions, questionnaireId, students,
    users: { teacher, admin, ann, bob, stranger, plainTeacher },
    cookies: { teacher: teacherCookie, admin: adminCookie, ann: annCookie, bob: bobCookie, stranger: strangerCookie, plainTeacher: plainTeacherCookie },
    call,
  };
}

export type ClassFixture = Awaited<ReturnType<typeof makeClassFixture>>;

/** A multipart body with one file. */
export function multipart(file: Buffer, name: string, cookie: string) {
  const boundary = '----classtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } };
}

/** Opens a slot and uploads `bytes` as `cookie`; the upload's answer. */
export async function uploadClassFile(t: TestApp, school: SchoolRef, cookie: string, name: string, bytes: Buffer) {
  const slot = await t.app.inject({ url: `/api/manager/v1/getUploadUrl?fileName=${encodeURIComponent(name)}&bucketName=static`, headers: { tenantid: school.id, cookie } });
  if (slot.statusCode !== 200) throw new Error(`slot: ${slot.body}`);
  const { url } = slot.json().data as { url: string };
  // The slot holds the name; the part's own filename must not break its header.
  return t.app.inject({ method: 'PUT', url, ...multipart(bytes, name.replace(/[\r\n"]/g, '_'), cookie) });
}

/** A minimal PDF and PNG. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
