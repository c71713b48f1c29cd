import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configKeyViewSchema, type ConfigKeyView } from '../../schemas/platform-config';
import { buildApp } from '../../server/app';
import { openPostgres, type Database } from '../../server/db/database';
import { writePlatformValue } from '../../server/modules/platform-config/repository';
import type { SchoolRef } from '../../server/modules/schools/repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loginAs, makeOperator, makeSchool, makeUser } from './helpers/factories';

let t: TestApp;
let school: SchoolRef;
let operator: string;
let operatorId: string;
let admin: string;
let learner: string;

beforeAll(async () => {
  t = await buildTestApp({ CONTACT_HIDDEN_HOSTS: 'inner.example' });
  school = await makeSchool(t.db);
  const o = await makeUser(t.db);
  await makeOperator(t.db, o.id);
  operatorId = o.id;
  operator = await loginAs(t.app, o.account, o.password);
  const a = await makeUser(t.db, { school, role: 'administrator' });
  admin = await loginAs(t.app, a.account, a.password);
  const l = await makeUser(t.db, { school });
  learner = await loginAs(t.app, l.account, l.password);
});
afterAll(() => t?.close());

const put = (name: string, value: unknown, cookie: string, query = '') =>
  t.app.inject({ method: 'PUT', url: `/api/platform/v1/config/${name}${query}`, headers: { cookie }, payload: { value } });

describe('configuration keys', () => {
  it('lists every platform key with its description, schema, default and the environment default', async () => {
    const res = await t.app.inject({ url: '/api/platform/v1/config?scope=platform', headers: { cookie: operator } });
    expect(res.statusCode, res.body).toBe(200);
    const keys = res.json().data as ConfigKeyView[];
    const isKeyView = addFormats(new Ajv({ allErrors: true })).compile(configKeyViewSchema);
    for (const key of keys) expect(isKeyView(key), JSON.stringify(isKeyView.errors)).toBe(true);
    const hidden = keys.find((k) => k.name === 'contactHiddenHosts')!;
    expect(hidden).toMatchObject({ value: ['inner.example'], stored: false, cacheMs: 300000 });
    expect(keys.find((k) => k.name === 'pageApiMainSwitch')?.cacheMs).toBe(1);
    expect(keys.every((k) => k.description.length > 10)).toBe(true);
  });

  it('lets operators write platform keys and refuses values that break the schema with the key\'s message', async () => {
    const bad = await put('contactHiddenHosts', ['Not A Host!'], operator);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'config.invalid_value', message: 'List host names in lower case, such as inner.example.com.' });
    expect(bad.json().details[0].pointer).toBe('/value/0');
    const good = await put('contactHiddenHosts', ['other.example'], operator);
    expect(good.statusCode, good.body).toBe(200);
    const footer = await t.app.inject({ url: `/api/portal/api/v1/portal/open/footer?schoolId=${school.id}`, headers: { host: 'other.example' } });
    expect(footer.json().data.contactHidden).toBe(true);
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/platform/v1/config/contactHiddenHosts', headers: { cookie: operator } });
    expect(reset.json().data.value).toEqual(['inner.example']);
  });

  it('keeps platform keys to operators and school keys to that school\'s administrators', async () => {
    expect((await put('pageApiMainSwitch', 0, admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/platform/v1/config/pageApiMainSwitch', payload: { value: 0 } })).statusCode).toBe(401);
    expect((await put('versionInformationSwitch', '1', learner, `?schoolId=${school.id}`)).statusCode).toBe(403);
    expect((await put('versionInformationSwitch', '1', admin)).json().error).toBe('request.invalid_query');
    expect((await put('nope', 1, operator)).json()).toMatchObject({ error: 'config.unknown_key' });
    const ok = await put('versionInformationSwitch', '1', admin, `?schoolId=${school.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    const footer = await t.app.inject({ url: `/api/portal/api/v1/portal/open/footer?schoolId=${school.id}` });
    expect(footer.json().data.VersionInformationSwitch).toBe('1');
    const list = await t.app.inject({ url: `/api/platform/v1/config?scope=school&schoolId=${school.id}`, headers: { cookie: admin } });
    expect(list.json().data.find((k: { name: string }) => k.name === 'versionInformationSwitch')).toMatchObject({ value: '1', stored: true });
  });

  it('reads a 1 ms key again at once and keeps a 300000 ms key for its cache time when nothing announces a change', async () => {
    const service = t.app.configService;
    expect(await service.get('authReloadHosts')).toEqual([]); // cached now, for five minutes
    expect(await service.get('pageApiMainSwitch')).toBe(1);
    // Written behind the service's back: no change event.
    await writePlatformValue(t.db.db, 'authReloadHosts', ['quiet.example'], operatorId);
    await writePlatformValue(t.db.db, 'pageApiMainSwitch', 0, operatorId);
    expect(await service.get('authReloadHosts')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await service.get('pageApiMainSwitch')).toBe(0);
    await service.set('authReloadHosts', undefined, operatorId);
    await service.set('pageApiMainSwitch', undefined, operatorId);
  });

  it('a change reaches a second server process on the same database within a second', async () => {
    // PostgreSQL: a second pool and LISTEN connection, as another process has; PGlite: a second app in this process.
    const second: Database = t.databaseUrl ? await openPostgres(t.databaseUrl, { poolSize: 2 }) : t.db;
    const other: FastifyInstance = await buildApp(t.config, { db: second });
    await other.ready();
    try {
      await other.configService.ready();
      const read = async () => (await other.inject({ url: '/api/platform/v1/config/supportChatTrustedSchools', headers: { cookie: operator } })).json().data.value;
      expect(await read()).toEqual([]); // now cached for five minutes in the second app
      expect((await put('supportChatTrustedSchools', [school.id], operator)).statusCode).toBe(200);
      const started = Date.now();
      let value: unknown = [];
      while (Date.now() - started < 1000) {
        value = await read();
        if (Array.isArray(value) && value.length === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(value).toEqual([school.id]);
    } finally {
      await other.close();
      if (second !== t.db) await second.close();
    }
  });
});
