import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT, RESOURCE_TYPE } from '../../schemas/enums';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeResource, makeSchool, makeUser } from './helpers/factories';

const BASE = '/api/manager/class';
let t: TestApp;
let school: SchoolRef;
let classId: string;
let ann: string;
let bob: string;

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const startsAt = new Date('2030-01-07T09:00:00Z');
  classId = await makeResource(t.db, school, {
    type: RESOURCE_TYPE.class, title: { en_US: 'Small class' }, teacherName: 'Tom', capacity: 1, startsAt, endsAt: new Date('2030-01-14T11:00:00Z'),
    schedule: [{ title: { en_US: 'Session 1' }, startsAt: startsAt.toISOString(), endsAt: '2030-01-07T11:00:00.000Z' }],
  });
  const a = await makeUser(t.db, { school });
  const b = await makeUser(t.db, { school });
  ann = await loginAs(t.app, a.account, a.password);
  bob = await loginAs(t.app, b.account, b.password);
});
afterAll(() => t?.close());

const act = (path: 'enroll' | 'unEnroll', cookie: string | undefined, id = classId) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${path}?schoolId=${school.id}`, headers: cookie ? { cookie } : {}, payload: { classId: id } });
const info = (cookie?: string, id = classId) => t.app.inject({ url: `${BASE}/classInfo/${id}`, headers: { schoolid: school.id, ...(cookie ? { cookie } : {}) } });

describe('class info', () => {
  it('shows the class with its schedule (school id from the header or the query)', async () => {
    const res = await info();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: classId, name: { en_US: 'Small class' }, teacherName: 'Tom', startsAt: '2030-01-07T09:00:00.000Z', endsAt: '2030-01-14T11:00:00.000Z',
      schedule: [{ title: { en_US: 'Session 1' }, startsAt: '2030-01-07T09:00:00.000Z', endsAt: '2030-01-07T11:00:00.000Z' }],
      enrollment: ENROLLMENT.unenrolled, enrolledCount: 0, capacity: 1,
    });
    const byQuery = await t.app.inject({ url: `${BASE}/classInfo/${classId}?schoolId=${school.id}` });
    expect(byQuery.json().data.id).toBe(classId);
  });

  it('answers 404 class.not_found for a resource that is not a class', async () => {
    const course = await makeResource(t.db, school);
    const res = await info(undefined, course);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('class.not_found');
  });
});

describe('enrolment', () => {
  it('enrols once, refuses 409 class.full at capacity, and frees the seat on unenrol', async () => {
    const first = await act('enroll', ann);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ classId, enrollment: ENROLLMENT.enrolled, enrolledCount: 1 });
    const again = await act('enroll', ann);
    expect(again.json().data).toEqual({ classId, enrollment: ENROLLMENT.enrolled, enrolledCount: 1 });
    expect((await info(ann)).json().data).toMatchObject({ enrollment: ENROLLMENT.enrolled, enrolledCount: 1 });

    const full = await act('enroll', bob);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('class.full');
    expect((await info(bob)).json().data).toMatchObject({ enrollment: ENROLLMENT.unenrolled, enrolledCount: 1 });

    const left = await act('unEnroll', ann);
    expect(left.json().data).toEqual({ classId, enrollment: ENROLLMENT.unenrolled, enrolledCount: 0 });
    expect((await act('unEnroll', ann)).json().data.enrolledCount).toBe(0);
    expect((await act('enroll', bob)).json().data).toEqual({ classId, enrollment: ENROLLMENT.enrolled, enrolledCount: 1 });
  });

  it('is for members only: 401 for visitors, 403 for others, 404 for no such class', async () => {
    expect((await act('enroll', undefined)).statusCode).toBe(401);
    const stranger = await makeUser(t.db);
    const cookie = await loginAs(t.app, stranger.account, stranger.password);
    const res = await act('enroll', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('auth.forbidden');
    expect((await act('enroll', ann, '1999999999999999999')).statusCode).toBe(404);
    const bad = await act('enroll', ann, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('request.invalid_body');
  });
});
