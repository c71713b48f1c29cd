import type { FromSchema } from 'json-schema-to-ts';
import type { LocalizedText } from '../../schemas/localized-text';

/** Props of the order center: which goods it offers beside the member's orders. */
export const orderCenterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['showCourses', 'showVipPackages'],
  properties: {
    showCourses: { type: 'boolean', title: 'Offer paid courses', 'x-label': 'order-center.showCourses' },
    showVipPackages: { type: 'boolean', title: 'Offer VIP packages', 'x-label': 'order-center.showVipPackages' },
  },
} as const;

export type OrderCenterProps = FromSchema<typeof orderCenterSchema>;

export interface Goods {
  onSale: '1' | '0';
  courses: { id: string; title: LocalizedText; coverUrl: string | null; priceCents: number; currency: string }[];
  vipPackages: { id: string; name: LocalizedText; priceCents: number; currency: string; durationDays: number }[];
}

export interface Order {
  id: string;
  itemKind: 'course' | 'vip';
  itemId: string;
  title: LocalizedText;
  priceCents: number;
  currency: string;
  state: 'unpaid' | 'paid' | 'cancelled';
  createdAt: string;
}

/** Goods for everyone; the member's orders, or null for a visitor. */
export interface OrderCenterData {
  goods: Goods;
  orders: { list: Order[]; total: number } | null;
}
