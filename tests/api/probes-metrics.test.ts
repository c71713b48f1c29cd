import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DEMO_SCHOOL_ID } from '../../server/db/demo';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const TOKEN = 'metrics-token-for-tests';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN, SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t?.close();
});

describe('probes', () => {
  it('/healthz says the process is up and /readyz that the database answers with every migration applied', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('/readyz answers 503 when the database does not', async () => {
    const app = await buildApp({ ...t.config }, { db: { ...t.db, db: { execute: () => Promise.reject(new Error('connection refused')) } as never } });
    try {
      const res = await app.inject({ url: '/readyz' });
      expect([res.statusCode, res.json().error]).toEqual([503, 'service.not_ready']);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('metrics', () => {
  it('counts requests and latency by route pattern, and shows the pool and the render cache', async () => {
    await t.app.inject({ url: `/api/school/schools/${DEMO_SCHOOL_ID}/oauth-clients` });
    await t.app.inject({ url: '/api/no/such/route' });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/school\/schools\/:id\/oauth-clients",status="401"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} \d/);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.2",method="GET",route="/api/school/schools/:id/oauth-clients"}');
    expect(text).toMatch(/db_pool_connections\{state="open"\} \d+/);
    expect(text).toMatch(/render_cache_lookups\{result="hit"\} \d+/);
    expect(text).not.toContain(DEMO_SCHOOL_ID);
  });

  it('answers only with the bearer token of METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect([res.statusCode, res.json().error]).toEqual([401, 'auth.unauthenticated']);
    }
  });

  it('is not there with METRICS=false', async () => {
    const app = await buildApp({ ...t.config, metrics: { enabled: false, token: undefined } }, { db: t.db });
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('behind a load balancer', () => {
  it('takes the client address from X-Forwarded-For only when the connection comes from TRUSTED_PROXIES', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const direct = await t.app.inject({ url: '/api/accounts/open/client/ip', headers });
    expect(direct.json().data.ip).toBe('127.0.0.1');
    const app = await buildApp({ ...t.config, trustedProxies: ['127.0.0.1/32'] }, { db: t.db });
    try {
      expect((await app.inject({ url: '/api/accounts/open/client/ip', headers })).json().data.ip).toBe('203.0.113.7');
    } finally {
      await app.close();
    }
  });
});
