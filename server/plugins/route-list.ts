import type { FastifyInstance } from 'fastify';

/** A route the app registered: one method and its URL pattern. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const lists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered after registerRouteList (the cross-tenant suite walks this list). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return lists.get(app) ?? [];
}

/** Records every route as it is added; call before any route is registered. */
export function registerRouteList(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  lists.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
}
