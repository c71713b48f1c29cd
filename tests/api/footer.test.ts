import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
let admin: string;
let learner: string;
const url = () => `/api/portal/api/v1/portal/open/footer?schoolId=${school.id}`;

beforeAll(async () => {
  t = await buildTestApp({ CONTACT_HIDDEN_HOSTS: 'inner.example, other.example' });
  school = await makeSchool(t.db);
  const a = await makeUser(t.db, { school, role: 'administrator' });
  admin = await loginAs(t.app, a.account, a.password);
  const l = await makeUser(t.db, { school });
  learner = await loginAs(t.app, l.account, l.password);
});
afterAll(() => t?.close());

const custom = {
  templateType: 2, isUsed: true,
  copyright: { company: 'ACME', beian: 'ICP 123', registerSystemInfo: 'Reg 9', support: 'ACME IT' },
  footerNavigations: [{ showName: 'About', relateType: 1, relateUrl: '/about', children: [{ showName: 'Team', relateUrl: '/team' }] }],
  footerQrCodes: [{ url: '/qr.png', urlEn: '/qr-en.png', urlMobile: '/qr-m.png', showName: 'App', explainMobile: 'Scan' }],
};

describe('open/footer', () => {
  it('answers no templates and the switches off for a school that saved nothing', async () => {
    const res = await t.app.inject({ url: url() });
    expect(res.json().data).toEqual({ templates: [], VersionInformationSwitch: '0', helpCenterJumpSchool: '', contactHidden: false, mobileSupportPhone: null });
  });

  it('saves an administrator\'s config and shows it to everyone', async () => {
    const body = { templates: [{ templateType: 1, isUsed: false }, custom], versionInformationSwitch: '1', helpCenterJumpSchool: school.id };
    const res = await t.app.inject({ method: 'PUT', url: url(), headers: { cookie: admin }, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await t.app.inject({ url: url() })).json().data;
    expect(read).toMatchObject({ templates: body.templates, VersionInformationSwitch: '1', helpCenterJumpSchool: school.id });
    // The body is the whole footer: switches it leaves out go back to their defaults.
    expect((await t.app.inject({ method: 'PUT', url: url(), headers: { cookie: admin }, payload: { templates: [] } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: url() })).json().data).toMatchObject({ templates: [], VersionInformationSwitch: '0', helpCenterJumpSchool: '' });
  });

  it('says contact details are hidden on a white-listed host', async () => {
    const res = await t.app.inject({ url: url(), headers: { host: 'inner.example:8080' } });
    expect(res.json().data.contactHidden).toBe(true);
  });

  it('lets administrators only save (401, 403) and validates the body (400)', async () => {
    const body = { templates: [custom] };
    expect((await t.app.inject({ method: 'PUT', url: url(), payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: url(), headers: { cookie: learner }, payload: body })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PUT', url: url(), headers: { cookie: admin }, payload: { templates: [{ templateType: 3, isUsed: true }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('request.invalid_body');
  });
});
