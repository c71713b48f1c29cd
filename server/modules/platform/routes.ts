import type { FastifyInstance } from 'fastify';

/** The platform rules' routes (support chat, permissions, agreements, points, client reports). */
export async function platformRoutes(app: FastifyInstance) {
  void app;
}
