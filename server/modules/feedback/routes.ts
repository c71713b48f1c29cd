import type { FastifyInstance } from 'fastify';
import { feedbackStatusSchema, feedbackSubmissionSchema, type FeedbackStatusChange, type FeedbackSubmission } from '../../../schemas/feedback';
import { unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { assertAcceptable } from '../moderation/checker';
import { requireAdministrator, requireVisitor, resolveSchool } from '../schools/access';
import { presentFeedback } from './presenter';
import { feedbackPage, markFeedback, submitFeedback } from './service';

const PORTAL = '/api/portal/api/v1/portal';
const listQuery = {
  type: 'object',
  required: ['schoolId'],
  properties: {
    schoolId: { type: 'string' },
    pageNumber: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    status: { type: 'integer', enum: [0, 1] },
  },
} as const;
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;

/** addFeedback for members; the list and status change for administrators (docs/api.md "Feedback"). */
export async function feedbackRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.post<{ Body: FeedbackSubmission }>('/api/school/feedback/addFeedback', { schema: { body: feedbackSubmissionSchema } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.body.tenantId);
    await requireVisitor(db(), request.user, school);
    await assertAcceptable(app.moderation, [request.body.feedbackContent], ['/feedbackContent']);
    const id = await submitFeedback(db(), school, request.user, request.body);
    return ok({ id });
  });

  app.get<{ Querystring: { schoolId: string; pageNumber: number; pageSize: number; status?: number } }>(
    `${PORTAL}/feedback`,
    { schema: { querystring: listQuery } },
    async (request) => {
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireAdministrator(db(), request.user, school);
      const { pageNumber, pageSize, status } = request.query;
      const { rows, total } = await feedbackPage(db(), school, pageNumber, pageSize, status);
      return ok({ list: rows.map(presentFeedback), total, pageNumber, pageSize });
    },
  );

  app.put<{ Querystring: { schoolId: string }; Body: FeedbackStatusChange }>(
    `${PORTAL}/feedback/status`,
    { schema: { querystring: schoolQuery, body: feedbackStatusSchema } },
    async (request) => {
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireAdministrator(db(), request.user, school);
      await markFeedback(db(), school, request.body.id, request.body.status);
      return ok({ id: request.body.id, status: request.body.status });
    },
  );
}
