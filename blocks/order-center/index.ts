import { defineBlock } from '../../renderer/block-definition';
import { orderCenterSchema, type OrderCenterData, type OrderCenterProps } from './schema';
import { orderCenterRender } from './render';

/** The member's purchases (paid courses, VIP packages) with their state, and what the school sells while on sale. */
export const orderCenter = defineBlock<OrderCenterProps, OrderCenterData>({
  ...orderCenterRender,
  schema: orderCenterSchema,
  defaults: { showCourses: true, showVipPackages: true },
  palette: { label: 'block.order-center', icon: 'shopping-cart', category: 'content' },
});
