import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makeClassFixture, PNG, uploadClassFile, type ClassFixture } from './helpers/class-fixture';

const M = '/api/manager';
let t: TestApp;
let f: ClassFixture;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'class-files-')) });
  f = await makeClassFixture(t);
});
afterAll(() => t?.close());

describe('class info, roles and metadata', () => {
  it('takes the school from the tenantId header (or schoolId); another school\'s tenantId is 404', async () => {
    const info = await f.call('GET', `${M}/class/classInfo/${f.classId}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({ id: f.classId, nextSessionIndex: 10 });
    expect(info.json().data.schedule).toHaveLength(12);
    expect((await t.app.inject({ url: `${M}/class/classInfo/${f.classId}?schoolId=${f.school.id}` })).statusCode).toBe(200);
    const cross = await f.call('GET', `${M}/class/classInfo/${f.classId}`, undefined, undefined, f.other.id);
    expect([cross.statusCode, cross.json().error]).toEqual([404, 'class.not_found']);
    expect((await f.call('GET', `${M}/class/classInfo/${f.classId}`, undefined, undefined, 'abc')).json().error).toBe('request.invalid_school_id');
  });

  it('says who teaches: isTheClassTeacher for the teacher, the administrator, a learner and a visitor', async () => {
    const ask = async (cookie?: string) => (await f.call('GET', `${M}/isTheClassTeacher/${f.classId}`, cookie)).json().data;
    expect(await ask(f.cookies.teacher)).toMatchObject({ isTheClassTeacher: true, canManage: true });
    expect(await ask(f.cookies.admin)).toMatchObject({ isTheClassTeacher: false, isAdministrator: true, canManage: true });
    expect(await ask(f.cookies.plainTeacher)).toMatchObject({ isTheClassTeacher: false, canManage: false });
    expect(await ask(f.cookies.ann)).toMatchObject({ isTheClassTeacher: false, enrolled: true });
    expect(await ask()).toMatchObject({ isTheClassTeacher: false, canManage: false, enrolled: false });
  });

  it('queryMetadata lists the questionnaires and the file rules', async () => {
    const meta = (await f.call('GET', `${M}/queryMetadata?classId=${f.classId}`)).json().data;
    expect(meta).toMatchObject({ classId: f.classId, sessionCount: 12, attachmentTypes: { document: 1, image: 2, video: 3 }, questionnaires: [{ id: f.questionnaireId, answerTimes: 2 }] });
    expect(meta.allowedContentTypes).toContain('video/mp4');
    expect((await f.call('GET', `${M}/queryMetadata`)).statusCode).toBe(400);
  });

  it('enrols with the tenantId header; 409 class.full at capacity', async () => {
    expect((await f.call('POST', `${M}/class/enroll`, f.cookies.bob, { classId: f.classId })).json().data).toMatchObject({ enrollment: 1, enrolledCount: 13 });
    const full = await f.call('POST', `${M}/class/enroll`, f.cookies.admin, { classId: f.classId });
    expect([full.statusCode, full.json().error]).toEqual([409, 'class.full']);
    expect((await f.call('POST', `${M}/class/unEnroll`, f.cookies.bob, { classId: f.classId })).json().data.enrollment).toBe(0);
    expect((await f.call('POST', `${M}/class/enroll`, f.cookies.stranger, { classId: f.classId })).statusCode).toBe(403);
  });
});

describe('schedules', () => {
  it('pages sessions both ways, marks the next one, and refuses bad paging', async () => {
    const get = async (q: string) => (await f.call('GET', `/api/class/schedules/${f.classId}?${q}`)).json().data;
    const first = await get('pageNumber=1&pageSize=10&asc=true');
    expect(first).toMatchObject({ total: 12, pageSize: 10, nextSessionId: f.sessions[10]!.id });
    expect(first.list[0]).toMatchObject({ id: f.sessions[0]!.id, status: 'ended', lecturerName: 'Tina Teacher' });
    expect((await get('pageNumber=2&pageSize=10')).list.map((s: { id: string }) => s.id)).toEqual([f.sessions[10]!.id, f.sessions[11]!.id]);
    expect((await get('pageNumber=1&pageSize=1&asc=false')).list[0].id).toBe(f.sessions[11]!.id);
    expect((await get('pageNumber=5')).list).toEqual([]);
    for (const q of ['pageSize=0', 'pageSize=101', 'pageNumber=0', 'pageNumber=x', 'asc=maybe']) {
      expect((await f.call('GET', `/api/class/schedules/${f.classId}?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('lists each lecturer with their sessions, ten lecturers a page', async () => {
    const data = (await f.call('GET', `${M}/student/schedule/lecturer/${f.classId}?pageNumber=1&pageSize=3`)).json().data;
    expect(data).toMatchObject({ total: 1, pageSize: 10, list: [{ userId: f.users.teacher.id, name: 'Tina Teacher' }] });
    expect(data.list[0].sessions).toHaveLength(12);
    expect((await f.call('GET', `${M}/student/schedule/lecturer/${f.classId}?pageNumber=2`)).json().data.list).toEqual([]);
  });
});

describe('attendance', () => {
  it('signs a learner in to an open session once, with proof attachments only they add', async () => {
    const open = f.sessions[10]!.id;
    const signed = await f.call('PUT', `${M}/student/schedule/record`, f.cookies.ann, { classId: f.classId, scheduleId: open });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ scheduleId: open, status: 'present' });
    const attendanceId = signed.json().data.attendanceId as string;
    expect((await f.call('PUT', `${M}/student/schedule/record`, f.cookies.ann, { classId: f.classId, scheduleId: open })).json().data.attendanceId).toBe(attendanceId);
    const late = await f.call('PUT', `${M}/student/schedule/record`, f.cookies.ann, { classId: f.classId, scheduleId: f.sessions[0]!.id });
    expect(late.json().data.status).toBe('late');
    const future = await f.call('PUT', `${M}/student/schedule/record`, f.cookies.ann, { classId: f.classId, scheduleId: f.sessions[11]!.id });
    expect([future.statusCode, future.json().error]).toEqual([422, 'class.sign_in_not_open']);
    expect((await f.call('PUT', `${M}/student/schedule/record`, f.cookies.bob, { classId: f.classId, scheduleId: open })).json().error).toBe('class.not_enrolled');
    expect((await f.call('PUT', `${M}/student/schedule/record`, f.cookies.ann, { classId: f.classId, scheduleId: f.classId })).statusCode).toBe(404);

    const records = (await f.call('GET', `${M}/student/schedule/record/${f.classId}`, f.cookies.ann)).json().data;
    expect(records.list.filter((r: { record: unknown }) => r.record)).toHaveLength(2);
    const check = (await f.call('GET', `${M}/student/schedule/check/${open}`, f.cookies.ann)).json().data;
    expect(check).toMatchObject({ session: { id: open }, enrolled: true, item: { record: { attendanceId } } });

    const proof = (await uploadClassFile(t, f.school, f.cookies.ann, 'proof.png', PNG)).json().data.id as string;
    const A = `${M}/v1/class/attendance-attachments`;
    const added = await f.call('POST', A, f.cookies.ann, { attendanceId, attachmentType: 2, uuid: proof, name: 'proof.png' });
    expect(added.statusCode, added.body).toBe(200);
    expect((await f.call('POST', A, f.cookies.teacher, { attendanceId, uuid: proof, name: 'x.png' })).statusCode).toBe(403);
    const listed = await f.call('POST', `${A}/batch-query`, f.cookies.teacher, { attendanceId, pageNumber: 1, pageSize: 10 });
    expect(listed.json().data).toMatchObject({ total: 1, list: [{ name: 'proof.png', attachmentType: 2 }] });
    expect((await f.call('POST', `${A}/batch-query`, f.cookies.ann, { attendanceId, pageNumber: 2, pageSize: 10 })).json().data.list).toEqual([]);
    expect((await f.call('POST', `${A}/batch-query`, f.cookies.bob, { attendanceId })).statusCode).toBe(403);
    expect((await f.call('POST', `${A}/batch-query`, f.cookies.ann, { attendanceId }, f.other.id)).statusCode).toBe(404);
    expect((await f.call('DELETE', `${A}/${added.json().data.id}`, f.cookies.bob)).statusCode).toBe(403);
    expect((await f.call('DELETE', `${A}/${added.json().data.id}`, f.cookies.ann)).statusCode).toBe(200);
  });
});

describe('questionnaires', () => {
  const path = (kind: 'query' | 'submit') => `${M}/v1/class-satisfaction/user-${kind}-satisfaction-questionnaires/classes/${f.classId}/questionnaires/${f.questionnaireId}`;
  const answers = [{ questionId: 'overall', value: 5 }, { questionId: 'pace', value: 1 }];

  it('takes answers up to answerTimes, checks each against its question, then says they are exhausted', async () => {
    expect((await f.call('GET', path('query'), f.cookies.ann)).json().data).toMatchObject({ answerTimes: 2, usedTimes: 0, remainingTimes: 2 });
    const invalid = await f.call('POST', path('submit'), f.cookies.ann, { answerTimes: 1, questionnaireUserAnswers: [{ questionId: 'overall', value: 6 }, { questionId: 'nope', value: 1 }] });
    expect([invalid.statusCode, invalid.json().error]).toEqual([422, 'class.invalid_answers']);
    expect(invalid.json().details.map((d: { pointer: string }) => d.pointer).sort()).toEqual(['/questionnaireUserAnswers/0/value', '/questionnaireUserAnswers/1/questionId', '/questionnaireUserAnswers/pace']);
    expect((await f.call('POST', path('submit'), f.cookies.ann, { answerTimes: 1, questionnaireUserAnswers: answers, userPhone: '123' })).statusCode).toBe(400);
    const first = await f.call('POST', path('submit'), f.cookies.ann, { answerTimes: 1, questionnaireUserAnswers: answers, userName: 'Ann', userPhone: '13800000000' });
    expect(first.json().data).toMatchObject({ usedTimes: 1, remainingTimes: 1 });
    const stale = await f.call('POST', path('submit'), f.cookies.ann, { answerTimes: 1, questionnaireUserAnswers: answers });
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'class.stale_answer']);
    expect((await f.call('POST', path('submit'), f.cookies.ann, { answerTimes: 2, questionnaireUserAnswers: answers })).statusCode).toBe(200);
    const exhausted = await f.call('POST', path('submit'), f.cookies.ann, { answerTimes: 3, questionnaireUserAnswers: answers });
    expect([exhausted.statusCode, exhausted.json().error]).toEqual([409, 'class.answer_times_exhausted']);
    expect((await f.call('GET', path('query'), f.cookies.ann)).json().data.remainingTimes).toBe(0);
    const records = (await f.call('GET', `${M}/v1/class-satisfaction/teacher-feedback-records/${f.classId}?pageSize=1`, f.cookies.teacher)).json().data;
    expect(records.questionnaires[0].answeredCount).toBe(1);
    expect(records.records).toMatchObject({ total: 2, list: [{ attempt: 2, userName: 'Ann' }] });
  });

  it('is for enrolled learners: teachers cannot answer, others cannot read', async () => {
    expect((await f.call('POST', path('submit'), f.cookies.teacher, { answerTimes: 1, questionnaireUserAnswers: answers })).json().error).toBe('class.not_enrolled');
    expect((await f.call('GET', path('query'), f.cookies.bob)).json().error).toBe('class.not_enrolled');
    expect((await f.call('GET', path('query'))).statusCode).toBe(401);
  });
});

describe('progress, results and certificates', () => {
  it('shows learners their own progress; teachers may name a learner', async () => {
    const own = (await f.call('GET', `${M}/class/scheduleTotalProgress/${f.classId}`, f.cookies.ann)).json().data;
    expect(own).toMatchObject({ curriculum: [{ id: f.curriculumId, progress: 60 }], exam: [{ id: f.examId, progress: 100, score: 80 }], total: 80, sessions: 12 });
    const student = f.students[0]!.id;
    expect((await f.call('GET', `${M}/class/scheduleTotalProgress/${f.classId}?userId=${student}`, f.cookies.ann)).statusCode).toBe(403);
    expect((await f.call('GET', `${M}/class/scheduleTotalProgress/${f.classId}?userId=${f.users.ann.id}`, f.cookies.teacher)).json().data.total).toBe(80);
    expect((await f.call('GET', `${M}/class/scheduleTotalProgress/${f.classId}`, f.cookies.bob)).statusCode).toBe(403);
    expect((await f.call('GET', `${M}/studentscreen/${f.classId}`, f.cookies.ann)).json().data).toMatchObject({ nextSessionId: f.sessions[10]!.id, progress: { total: 80 } });
    expect((await f.call('GET', `${M}/studentscreen/${f.classId}`, f.cookies.teacher)).statusCode).toBe(403);
  });

  it('answers curriculum progress and exam results for oneself; others only for administrators and the class teacher', async () => {
    const batch = await f.call('POST', '/api/student/api/student/course/progress/curriculum/batch', f.cookies.ann, { curriculumIds: [f.curriculumId, f.examId] });
    expect(batch.json().data).toEqual([{ curriculumId: f.curriculumId, progress: 60 }, { curriculumId: f.examId, progress: 0 }]);
    expect((await f.call('POST', '/api/student/api/student/course/progress/curriculum/batch', f.cookies.ann, { curriculumIds: [] })).statusCode).toBe(400);
    const exams = '/api/exam/api/userexam/v1/classes/exams';
    expect((await f.call('POST', exams, f.cookies.ann, { userId: f.users.ann.id, examIds: [f.examId] })).json().data).toMatchObject([{ examId: f.examId, score: 80, passed: true }]);
    expect((await f.call('POST', exams, f.cookies.bob, { userId: f.users.ann.id, examIds: [f.examId] })).statusCode).toBe(403);
    expect((await f.call('POST', exams, f.cookies.teacher, { userId: f.users.ann.id, examIds: [f.examId] })).statusCode).toBe(403);
    expect((await f.call('POST', exams, f.cookies.teacher, { userId: f.users.ann.id, examIds: [f.examId], classId: f.classId })).statusCode).toBe(200);
    expect((await f.call('POST', exams, f.cookies.admin, { userId: f.users.ann.id, examIds: [f.examId] })).statusCode).toBe(200);
    expect((await f.call('POST', exams, undefined, { userId: f.users.ann.id, examIds: [f.examId] })).statusCode).toBe(401);
  });

  it('shows each learner only their own certificates', async () => {
    expect((await f.call('GET', `/api/certificate/user/getRecord/${f.classId}`, f.cookies.ann)).json().data).toMatchObject([{ certificateNo: 'C-1', className: { en_US: 'Class Ünïcode 班级' } }]);
    expect((await f.call('GET', `/api/certificate/user/getRecord/${f.classId}`, f.cookies.bob)).json().data).toEqual([]);
    expect((await f.call('GET', `/api/certificate/user/getRecord/${f.classId}`)).statusCode).toBe(401);
    expect((await f.call('GET', `/api/certificate/user/getRecord/${f.classId}`, f.cookies.ann, undefined, f.other.id)).statusCode).toBe(404);
  });
});

describe('the class page template', () => {
  it('starts the designer from the default class page, and serves it to visitors before any release', async () => {
    const pages = (await f.call('GET', `/api/portal/api/v1/portal/pages?schoolId=${f.school.id}`, f.cookies.admin)).json().data as { id: string; code: string }[];
    const classPage = pages.find((p) => p.code === 'class-view')!;
    const draft = (await f.call('GET', `/api/portal/api/v1/portal/select-user-renovation?schoolId=${f.school.id}&pageId=${classPage.id}`, f.cookies.admin)).json().data;
    expect(draft.revision).toBe(0);
    expect(draft.document.blocks.map((b: { type: string }) => b.type)).toContain('class-attachments');
    const released = (await f.call('GET', `/api/portal/api/v1/portal/getPageDetailsById?schoolId=${f.school.id}&code=check-view`)).json().data;
    expect(released.document.blocks.map((b: { type: string }) => b.type)).toEqual(['nav-header', 'class-check-in', 'footer']);
  });
});
