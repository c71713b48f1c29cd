import { defineBlock } from '../../renderer/block-definition';
import { isApiError } from '../../renderer/api';
import { orderCenterSchema, type Goods, type OrderCenterData, type OrderCenterProps } from './schema';

/** The member's purchases (paid courses, VIP packages) with their state, and what the school sells while on sale. */
export const orderCenter = defineBlock<OrderCenterProps, OrderCenterData>({
  type: 'order-center',
  version: 1,
  schema: orderCenterSchema,
  defaults: { showCourses: true, showVipPackages: true },
  palette: { label: 'block.order-center', icon: 'shopping-cart', category: 'content' },
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
