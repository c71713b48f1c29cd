import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../http/app-error';

/** The route pattern a request matched (`/api/pages/:id`), never its raw path, so labels stay few. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at GET /metrics (METRICS, METRICS_TOKEN): requests and their latency by route
 * pattern and status, the database pool, the render cache, and the process's own figures. Each app
 * has its own registry, so several apps in one process (tests) do not share counts.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { enabled, token } = app.config.metrics;
  if (!enabled) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (open, idle, waiting requests); the embedded database has one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'render_cache_lookups',
    help: 'Server-rendered page cache lookups by result (hit, miss) since the process started.',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const stats = app.hasDecorator('renderCache') ? app.renderCache.stats : { hits: 0, misses: 0 };
      this.set({ result: 'hit' }, stats.hits);
      this.set({ result: 'miss' }, stats.misses);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (token && !tokenMatches(request.headers.authorization, token)) {
      throw new AppError(401, 'auth.unauthenticated', 'Metrics need the bearer token of METRICS_TOKEN.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
