import type { FastifyInstance } from 'fastify';
import { idSchema } from '../../../schemas/ids';
import { ok } from '../../http/envelope';
import { resolveSchool } from '../schools/access';
import { pagingProperties } from '../school-directory/paging';
import * as service from './service';

const MALL = '/api/mall/v1';
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;
const listQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' }, pageNumber: pagingProperties.pageNumber, pageSize: pagingProperties.pageSize } } as const;
const orderBody = { type: 'object', additionalProperties: false, required: ['itemKind', 'itemId'], properties: { itemKind: { enum: ['course', 'vip'] }, itemId: idSchema } } as const;

/** Mall goods, the on-sale switch and orders: create, list, cancel (docs/api.md "Orders"). Payment is not part of the portal. */
export async function orderRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const school = (id: string) => resolveSchool(db(), id);

  app.get<{ Querystring: { schoolId: string } }>('/api/portal/api/v1/portal/on-sale-switch', { schema: { querystring: schoolQuery } }, async (r) =>
    ok(await service.onSaleSwitch(db(), await school(r.query.schoolId))));
  app.get<{ Querystring: { schoolId: string } }>(`${MALL}/goods`, { schema: { querystring: schoolQuery } }, async (r) =>
    ok(await service.goods(db(), await school(r.query.schoolId), r.user)));
  app.get<{ Querystring: { schoolId: string; pageNumber: number; pageSize: number } }>(`${MALL}/orders`, { schema: { querystring: listQuery } }, async (r) =>
    ok(await service.listOrders(db(), await school(r.query.schoolId), r.user, r.query)));
  app.post<{ Querystring: { schoolId: string }; Body: { itemKind: 'course' | 'vip'; itemId: string } }>(
    `${MALL}/orders`, { schema: { querystring: schoolQuery, body: orderBody } },
    async (r, reply) => reply.status(201).send(ok(await service.createOrder(db(), await school(r.query.schoolId), r.user, r.body))));
  app.put<{ Params: { id: string }; Querystring: { schoolId: string } }>(
    `${MALL}/orders/:id/cancel`, { schema: { params: { type: 'object', required: ['id'], properties: { id: idSchema } }, querystring: schoolQuery } },
    async (r) => ok(await service.cancelOrder(db(), await school(r.query.schoolId), r.user, r.params.id)));
}
