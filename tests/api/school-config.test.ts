import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
let admin: string;
let learner: string;
const TYPES = 'CUSTOMER_SERVICE_INFORMATION_SWITCH,CUSTOMER_SERVICE_INFORMATION';

beforeAll(async () => {
  t = await buildTestApp();
  school = await makeSchool(t.db);
  const a = await makeUser(t.db, { school, role: 'administrator' });
  admin = await loginAs(t.app, a.account, a.password);
  const l = await makeUser(t.db, { school });
  learner = await loginAs(t.app, l.account, l.password);
});
afterAll(() => t?.close());

const query = (types = TYPES) => t.app.inject({ url: `/api/school/biz/queryConfig?configTypes=${types}`, headers: { tenantid: school.id } });
const save = (body: object, cookie = admin) => t.app.inject({ method: 'PUT', url: `/api/school/biz/config?schoolId=${school.id}`, headers: { cookie }, payload: body });

describe('queryConfig', () => {
  it('answers code 200 with the contact JSON first and the switch second (empty and off by default)', async () => {
    const res = await query();
    expect(res.json()).toMatchObject({ code: 200 });
    const [info, sw] = res.json().data;
    expect(JSON.parse(info.configValue)).toEqual({ servicePhone: '', serviceEmail: '', serviceWeChat: '' });
    expect(sw).toEqual({ configType: 'CUSTOMER_SERVICE_INFORMATION_SWITCH', configValue: '0' });
  });

  it('shows what an administrator saved; others may not save (401, 403); bad values are 400', async () => {
    const body = { servicePhone: '400-800-1234', serviceEmail: 'help@school.example', serviceWeChat: 'schoolhelp', switch: '1' };
    expect((await save(body)).statusCode).toBe(200);
    const [info, sw] = (await query()).json().data;
    expect(JSON.parse(info.configValue)).toEqual({ servicePhone: '400-800-1234', serviceEmail: 'help@school.example', serviceWeChat: 'schoolhelp' });
    expect(sw.configValue).toBe('1');
    expect((await save(body, learner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/school/biz/config?schoolId=${school.id}`, payload: body })).statusCode).toBe(401);
    expect((await save({ ...body, switch: '2' })).statusCode).toBe(400);
  });

  it('refuses an unknown config type with 400 request.invalid_query', async () => {
    const res = await query('SOMETHING_ELSE');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('request.invalid_query');
  });
});
