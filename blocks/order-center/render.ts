import { defineRender } from '../../renderer/block-definition';
import { isApiError } from '../../renderer/api';
import type { Goods, OrderCenterData, OrderCenterProps } from './schema';

/** The order-center block as pages draw it. */
export const orderCenterRender = defineRender<OrderCenterProps, OrderCenterData>({
  type: 'order-center',
  version: 1,
  migrations: [],
  load: () => import('./OrderCenter'),
  data: {
    key: (_props, ctx) => [ctx.schoolId],
    fetch: async (_props, ctx) => {
      const school = encodeURIComponent(ctx.schoolId);
      const [goods, orders] = await Promise.all([
        ctx.getJson<Goods>(`/api/mall/v1/goods?schoolId=${school}`),
        // A visitor has no orders: the block offers a login instead.
        ctx.getJson<OrderCenterData['orders']>(`/api/mall/v1/orders?schoolId=${school}&pageSize=50`).catch((error: unknown) => {
          if (isApiError(error) && error.status === 401) return null;
          throw error;
        }),
      ]);
      return { goods, orders };
    },
  },
});
