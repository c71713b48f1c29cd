import { eq, sql } from 'drizzle-orm';
import type { ClassFileStore } from '../modules/class-files/store';
import type { SchoolRef } from '../modules/schools/repository';
import type { Db } from './database';
import { demoFile } from './demo-data/class-files';
import { DEMO_CLASS_PLANS, DEMO_QUESTIONNAIRE_TITLE, DEMO_QUESTIONS, DEMO_TEACHER_MARIA, classDemoId } from './demo-data/classes';
import { DEMO_LEARNERS, UNUSABLE_PASSWORD_HASH } from './demo-data/people';
import { enrollments, memberships, resources, users } from './schema';
import {
  classAttachments, classAttendance, classAttendanceAttachments, classCertificates, classCourseware, classFiles, classLecturers, classProgress,
  classQuestionnaireAnswers, classQuestionnaires, classSessions,
} from './schema-classes';
import { withTenant } from './tenant';

const HOUR = 3_600_000;

/**
 * Lecturers, sessions, files, attachments, courseware, enrolled learners with progress, sign-ins,
 * questionnaire answers and certificates for two demo classes. Only inserts what is missing; file
 * bytes go to `store` when one is given (the server passes its own; tests without files pass none).
 */
export async function seedClassData(db: Db, school: SchoolRef, demo: { teacherId: string; learnerId: string; store?: ClassFileStore }): Promise<void> {
  const now = Date.now();
  const tenantId = school.tenantId;
  const at = (hours: number) => new Date(now + hours * HOUR);
  await withTenant(db, tenantId, async (tx) => {
    await tx.insert(users).values({ ...DEMO_TEACHER_MARIA, passwordHash: UNUSABLE_PASSWORD_HASH }).onConflictDoNothing();
    await tx.insert(memberships).values({ tenantId, schoolId: school.id, userId: DEMO_TEACHER_MARIA.id, role: 'teacher' }).onConflictDoNothing();

    for (const [p, plan] of DEMO_CLASS_PLANS.entries()) {
      const lecturerId = plan.lecturer === 'teacher' ? demo.teacherId : DEMO_TEACHER_MARIA.id;
      await tx.insert(classLecturers).values({ tenantId, classId: plan.classId, userId: lecturerId }).onConflictDoNothing();
      await tx.insert(classSessions).values(plan.sessions.map((s) => ({
        tenantId, id: s.id, classId: plan.classId, title: s.title, startsAt: at(s.window[0]), endsAt: at(s.window[1]), place: s.place, liveUrl: s.liveUrl,
        lecturerId, curriculumId: s.curriculumId, examId: s.examId,
      }))).onConflictDoNothing();

      const files = [...plan.attachments, ...plan.courseware];
      for (const f of files) {
        const made = await demoFile(f.kind, f.name);
        const inserted = await tx.insert(classFiles).values({
          tenantId, id: classDemoId(f.n), schoolId: school.id, userId: lecturerId, fileName: f.name, kind: made.kind, contentType: made.contentType,
          byteSize: made.bytes.length, status: 'stored',
        }).onConflictDoNothing().returning({ id: classFiles.id });
        if (inserted.length > 0 && demo.store) await demo.store.put(tenantId, classDemoId(f.n), made.contentType, made.bytes);
      }
      await tx.insert(classAttachments).values(plan.attachments.map((f, i) => ({
        tenantId, id: classDemoId(f.n + 1000), classId: plan.classId, fileId: classDemoId(f.n), name: f.name, attachmentType: f.kind === 'png' ? 2 : 1, displayOrder: i, createdBy: lecturerId,
      }))).onConflictDoNothing();
      await tx.insert(classCourseware).values(plan.courseware.map((f, i) => ({
        tenantId, id: classDemoId(f.n + 1000), classId: plan.classId, fileId: classDemoId(f.n), coursewareName: f.name, coursewareType: 1,
        createdBy: lecturerId, createdAt: new Date(now - (plan.courseware.length - i) * HOUR),
      }))).onConflictDoNothing();

      // Learners: a slice of the demo learners, and the demo `learner` in the first class only.
      const learners = DEMO_LEARNERS.slice(p * 20, p * 20 + plan.learners).map((l) => l.id);
      if (p === 0) learners.push(demo.learnerId);
      await tx.insert(enrollments).values(learners.map((userId, i) => ({ tenantId, resourceId: plan.classId, userId, createdAt: new Date(now - (100 - i) * HOUR) }))).onConflictDoNothing();
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(enrollments).where(eq(enrollments.resourceId, plan.classId));
      await tx.update(resources).set({ enrolledCount: Number(n) }).where(eq(resources.id, plan.classId));

      // Progress in each curriculum and exam the sessions cover; sign-ins to the sessions that have begun.
      const items = [
        ...new Set(plan.sessions.flatMap((s) => (s.curriculumId ? [`curriculum:${s.curriculumId}`] : []))),
        ...new Set(plan.sessions.flatMap((s) => (s.examId ? [`exam:${s.examId}`] : []))),
      ];
      await tx.insert(classProgress).values(learners.flatMap((userId, l) => items.map((key, k) => {
        const [itemType, itemId] = key.split(':') as ['curriculum' | 'exam', string];
        const progress = itemType === 'exam' ? (l % 3 === 0 ? 100 : 0) : Math.min(100, 20 + ((l * 37 + k * 23) % 81));
        return { tenantId, classId: plan.classId, userId, itemType, itemId, progress, score: itemType === 'exam' && progress === 100 ? 55 + ((l * 13) % 45) : null };
      }))).onConflictDoNothing();
      const begun = plan.sessions.filter((s) => s.window[0] < 0 && p === 0);
      const signIns = begun.flatMap((s, si) => learners.filter((_, l) => l % 4 !== 3).map((userId, l) => ({
        tenantId, id: classDemoId(10_000 + p * 1000 + si * 100 + l), sessionId: s.id, userId, status: 'present' as const, signedAt: at(s.window[0] + 0.1),
      })));
      if (signIns.length > 0) await tx.insert(classAttendance).values(signIns).onConflictDoNothing();

      await tx.insert(classQuestionnaires).values({
        tenantId, id: plan.questionnaireId, classId: plan.classId, title: DEMO_QUESTIONNAIRE_TITLE, questions: DEMO_QUESTIONS, answerTimes: plan.answerTimes,
      }).onConflictDoNothing();
      const answering = DEMO_LEARNERS.slice(p * 20, p * 20 + (p === 0 ? 6 : 2));
      await tx.insert(classQuestionnaireAnswers).values(answering.map((l, i) => ({
        tenantId, id: classDemoId(20_000 + p * 100 + i), questionnaireId: plan.questionnaireId, userId: l.id, attempt: 1, userName: l.realName,
        answers: [{ questionId: 'overall', value: 3 + (i % 3) }, { questionId: 'pace', value: i % 3 }, { questionId: 'comment', value: i === 0 ? 'More exercises, please.' : '' }],
      }))).onConflictDoNothing();
    }

    // Certificates of the first class, and a proof photo on the demo learner's first sign-in.
    const first = DEMO_CLASS_PLANS[0]!;
    const certified = [...DEMO_LEARNERS.slice(0, 3).map((l) => l.id), demo.learnerId];
    await tx.insert(classCertificates).values(certified.map((userId, i) => ({
      tenantId, id: classDemoId(30_000 + i), classId: first.classId, userId, name: { zh_CN: 'TypeScript 结业证书', en_US: 'TypeScript completion certificate' },
      certificateNo: `FE-2026-${String(i + 1).padStart(4, '0')}`, issuedAt: at(-24),
    }))).onConflictDoNothing();
    const [record] = await tx.select({ id: classAttendance.id }).from(classAttendance)
      .where(sql`${classAttendance.sessionId} = ${first.sessions[0]!.id} and ${classAttendance.userId} = ${demo.learnerId}`);
    if (record) {
      await tx.insert(classAttendanceAttachments).values({
        tenantId, id: classDemoId(40_000), attendanceId: record.id, fileId: classDemoId(first.attachments[1]!.n), name: 'Classroom map.png', attachmentType: 2,
      }).onConflictDoNothing();
    }
  });
}
