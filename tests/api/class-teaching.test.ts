import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { makeClassFixture, PDF, PNG, STUDENT_NAMES, uploadClassFile, type ClassFixture } from './helpers/class-fixture';

const M = '/api/manager';
let t: TestApp;
let f: ClassFixture;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'class-files-')), CLASS_FILE_MAX_BYTES: '4096' });
  f = await makeClassFixture(t);
});
afterAll(() => t?.close());

describe('teacher/classDetails and the lecture screen', () => {
  it('shows details to the class teacher and administrators only; another school is not found', async () => {
    const ok = await f.call('GET', `${M}/teacher/classDetails/${f.classId}`, f.cookies.teacher);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ id: f.classId, lecturers: [{ userId: f.users.teacher.id, name: 'Tina Teacher' }], attachmentCount: 0 });
    expect(ok.json().data.schedule).toHaveLength(12);
    expect((await f.call('GET', `${M}/teacher/classDetails/${f.classId}`, f.cookies.admin)).statusCode).toBe(200);
    expect((await f.call('GET', `${M}/teacher/classDetails/${f.classId}`)).json().error).toBe('auth.unauthenticated');
    for (const cookie of [f.cookies.ann, f.cookies.plainTeacher]) {
      expect((await f.call('GET', `${M}/teacher/classDetails/${f.classId}`, cookie)).json().error).toBe('auth.forbidden');
    }
    const cross = await f.call('GET', `${M}/teacher/classDetails/${f.classId}`, f.cookies.teacher, undefined, f.other.id);
    expect([cross.statusCode, cross.json().error]).toEqual([404, 'class.not_found']);
    expect((await f.call('GET', `${M}/teacher/classDetails/12`, f.cookies.teacher)).statusCode).toBe(400);
  });

  it('pages students ten at a time, whatever pageSize says, with an empty page past the end', async () => {
    const page = (n: number) => f.call('GET', `${M}/lecturescreen/${f.classId}/V2?pageNumber=${n}&pageSize=50`, f.cookies.teacher);
    const first = (await page(1)).json().data;
    expect(first).toMatchObject({ classId: f.classId, sessionCount: 12, students: { total: 12, pageNumber: 1, pageSize: 10 } });
    expect(first.students.list).toHaveLength(10);
    expect(first.students.list[0]).toMatchObject({ userId: f.users.ann.id, totalProgress: 80, certified: true });
    expect((await page(2)).json().data.students.list).toHaveLength(2);
    expect((await page(3)).json().data.students).toMatchObject({ list: [], total: 12 });
    expect((await f.call('GET', `${M}/lecturescreen/${f.classId}/V2?pageNumber=0`, f.cookies.teacher)).statusCode).toBe(400);
    expect((await f.call('GET', `${M}/lecturescreen/${f.classId}/V2`, f.cookies.ann)).statusCode).toBe(403);
  });

  it('downloads the students as a real .xlsx named after the class, every script intact', async () => {
    const res = await f.call('GET', `${M}/downloadStudent/${f.classId}?lang=en_US`, f.cookies.teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Class Ünïcode 班级 - students.xlsx')}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Students')!;
    expect(sheet.rowCount).toBe(13);
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toEqual(['Ann', ...STUDENT_NAMES]);
    expect(sheet.getRow(2).getCell(7).value).toBe(80);
    expect((await f.call('GET', `${M}/downloadStudent/${f.classId}`, f.cookies.ann)).statusCode).toBe(403);
    expect((await f.call('GET', `${M}/downloadStudent/${f.otherClassId}`, f.cookies.teacher)).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  it('uploads by content, attaches, lists by type, reorders and deletes', async () => {
    const pdf = await uploadClassFile(t, f.school, f.cookies.teacher, '大纲 syllabus.pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ resultCode: '20000', data: { kind: 1, contentType: 'application/pdf' } });
    // The name says PDF, the bytes say PNG: the bytes win.
    const png = (await uploadClassFile(t, f.school, f.cookies.teacher, 'photo.pdf', PNG)).json().data;
    expect(png).toMatchObject({ kind: 2, contentType: 'image/png' });
    const add = await f.call('POST', `${M}/attachment/addClassAttachments/${f.classId}`, f.cookies.teacher, {
      classAttachmentlist: [{ uuid: pdf.json().data.id, name: '大纲 syllabus.pdf', attachmentType: 1 }, { uuid: png.id, name: 'photo.png' }],
    });
    expect(add.statusCode, add.body).toBe(200);
    const [a1, a2] = add.json().data.ids as [string, string];
    const list = (await f.call('GET', `${M}/attachment/attachmentList/${f.classId}`, f.cookies.ann)).json().data;
    expect(list.map((a: { id: string; attachmentType: number }) => [a.id, a.attachmentType])).toEqual([[a1, 1], [a2, 2]]);
    const images = (await f.call('GET', `${M}/attachment/attachmentForCourseList/${f.classId}?type=2`, f.cookies.ann)).json().data;
    expect(images.map((a: { id: string }) => a.id)).toEqual([a2]);

    const reorder = await f.call('POST', `${M}/attachment/updateDisplayOrder`, f.cookies.teacher, { classId: f.classId, ids: [a2, a1] });
    expect(reorder.json().data.map((a: { id: string }) => a.id)).toEqual([a2, a1]);
    const partial = await f.call('POST', `${M}/attachment/updateDisplayOrder`, f.cookies.teacher, { classId: f.classId, ids: [a2] });
    expect([partial.statusCode, partial.json().error]).toEqual([422, 'class.invalid_order']);
    expect((await f.call('POST', `${M}/attachment/updateDisplayOrder`, f.cookies.ann, { classId: f.classId, ids: [a1, a2] })).statusCode).toBe(403);

    // Served: a document as a download, an image inline, both nosniff; strangers do not learn it exists.
    const doc = await t.app.inject({ url: list[0].url, headers: { cookie: f.cookies.ann } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%E5%A4%A7%E7%BA%B2%20syllabus\.pdf$/);
    expect((await t.app.inject({ url: list[1].url, headers: { cookie: f.cookies.ann } })).headers['content-disposition']).toMatch(/^inline;/);
    expect((await t.app.inject({ url: list[0].url, headers: { cookie: f.cookies.bob } })).statusCode).toBe(404);

    expect((await f.call('DELETE', `${M}/attachment/deleteClassAttachment/${a1}`, f.cookies.ann)).statusCode).toBe(403);
    expect((await f.call('DELETE', `${M}/attachment/deleteClassAttachment/${a1}`, f.cookies.teacher, undefined, f.other.id)).statusCode).toBe(404);
    expect((await f.call('DELETE', `${M}/attachment/deleteClassAttachment/${a1}`, f.cookies.admin)).statusCode).toBe(200);
    expect((await f.call('DELETE', `${M}/attachment/deleteClassAttachment/${a1}`, f.cookies.admin)).json().error).toBe('class.attachment_not_found');
  });

  it('refuses content off the allow-list, oversize files, others\' uploads, a wrong type and learners', async () => {
    const text = await uploadClassFile(t, f.school, f.cookies.teacher, 'notes.pdf', Buffer.from('just text, not a PDF'));
    expect([text.statusCode, text.json().error]).toEqual([415, 'upload.unsupported_type']);
    const big = await uploadClassFile(t, f.school, f.cookies.teacher, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(5000)]));
    expect([big.statusCode, big.json().error]).toEqual([413, 'upload.too_large']);
    const annFile = (await uploadClassFile(t, f.school, f.cookies.ann, 'mine.pdf', PDF)).json().data.id as string;
    const foreign = await f.call('POST', `${M}/attachment/addClassAttachments/${f.classId}`, f.cookies.teacher, { classAttachmentlist: [{ uuid: annFile, name: 'x.pdf' }] });
    expect([foreign.statusCode, foreign.json().error, foreign.json().details[0].pointer]).toEqual([400, 'class.unknown_file', '/classAttachmentlist/0/uuid']);
    const mine = (await uploadClassFile(t, f.school, f.cookies.teacher, 'a.pdf', PDF)).json().data.id as string;
    const mismatch = await f.call('POST', `${M}/attachment/addClassAttachments/${f.classId}`, f.cookies.teacher, { classAttachmentlist: [{ uuid: mine, name: 'a.pdf', attachmentType: 3 }] });
    expect([mismatch.statusCode, mismatch.json().error]).toEqual([422, 'class.type_mismatch']);
    expect((await f.call('POST', `${M}/attachment/addClassAttachments/${f.classId}`, f.cookies.teacher, { classAttachmentlist: [] })).statusCode).toBe(400);
    expect((await f.call('POST', `${M}/attachment/addClassAttachments/${f.classId}`, f.cookies.ann, { classAttachmentlist: [{ uuid: annFile, name: 'x.pdf' }] })).statusCode).toBe(403);
    expect((await f.call('GET', `${M}/attachment/attachmentList/${f.classId}`, f.cookies.bob)).json().error).toBe('class.not_enrolled');
    const stranger = await t.app.inject({ url: `${M}/v1/getUploadUrl?fileName=a.pdf`, headers: { tenantid: f.school.id, cookie: f.cookies.stranger } });
    expect(stranger.statusCode).toBe(403);
  });
});

describe('courseware', () => {
  it('adds, pages and deletes courseware; learners read, only teachers change', async () => {
    const ids: string[] = [];
    for (const name of ['Week 1.pdf', 'Week 2.pdf']) {
      const uuid = (await uploadClassFile(t, f.school, f.cookies.teacher, name, PDF)).json().data.id as string;
      const add = await f.call('POST', `${M}/classCourseware/addClassCourseware/${f.classId}`, f.cookies.teacher, { coursewareName: name, coursewareType: 1, coursewareUuid: uuid });
      expect(add.statusCode, add.body).toBe(200);
      ids.push(add.json().data.id);
    }
    const page1 = (await f.call('GET', `${M}/classCourseware/classCoursewareList/${f.classId}?pageNumber=1&pageSize=1`, f.cookies.ann)).json().data;
    expect(page1).toMatchObject({ total: 2, pageNumber: 1, pageSize: 1, list: [{ coursewareName: 'Week 2.pdf', coursewareType: 1 }] });
    expect((await f.call('GET', `${M}/classCourseware/classCoursewareList/${f.classId}?pageSize=101`, f.cookies.ann)).statusCode).toBe(400);
    expect((await f.call('POST', `${M}/classCourseware/addClassCourseware/${f.classId}`, f.cookies.ann, { coursewareName: 'x', coursewareUuid: ids[0]! })).statusCode).toBe(403);
    expect((await f.call('POST', `${M}/classCourseware/addClassCourseware/${f.classId}`, f.cookies.teacher, { coursewareName: '' })).statusCode).toBe(400);
    expect((await f.call('DELETE', `${M}/classCourseware/deleteClassCourseware/${ids[0]!}`, f.cookies.ann)).statusCode).toBe(403);
    expect((await f.call('DELETE', `${M}/classCourseware/deleteClassCourseware/${ids[0]!}`, f.cookies.teacher)).statusCode).toBe(200);
    expect((await f.call('GET', `${M}/classCourseware/classCoursewareList/${f.classId}`, f.cookies.teacher)).json().data.total).toBe(1);
  });
});

describe('satisfaction: the teacher side', () => {
  it('reminds the learners who have not answered and shows the records', async () => {
    const sent = await f.call('POST', `${M}/v1/class-satisfaction/send-feedback-reminders`, f.cookies.teacher, { classId: f.classId, questionnaireId: f.questionnaireId });
    expect(sent.json().data).toEqual({ questionnaireId: f.questionnaireId, reminded: 12 });
    const records = (await f.call('GET', `${M}/v1/class-satisfaction/teacher-feedback-records/${f.classId}`, f.cookies.admin)).json().data;
    expect(records.questionnaires[0]).toMatchObject({ id: f.questionnaireId, enrolledCount: 12, answeredCount: 0, remindedCount: 12 });
    expect(records.records).toMatchObject({ list: [], total: 0, pageSize: 10 });
    expect((await f.call('POST', `${M}/v1/class-satisfaction/send-feedback-reminders`, f.cookies.ann, { classId: f.classId, questionnaireId: f.questionnaireId })).statusCode).toBe(403);
    expect((await f.call('POST', `${M}/v1/class-satisfaction/send-feedback-reminders`, f.cookies.teacher, { classId: f.classId, questionnaireId: f.classId })).json().error).toBe('class.questionnaire_not_found');
    expect((await f.call('GET', `${M}/v1/class-satisfaction/teacher-feedback-records/${f.classId}`, f.cookies.bob)).statusCode).toBe(403);
  });
});
