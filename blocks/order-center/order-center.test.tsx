import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../renderer/api';
import { drawBlocks, nodeOf } from '../_shared/test-support';
import { orderCenter } from './index';
import type { Goods } from './schema';

const goods = (onSale: '1' | '0'): Goods => ({
  onSale,
  courses: [{ id: '21', title: { en_US: 'SQL tuning' }, coverUrl: null, priceCents: 19900, currency: 'CNY' }],
  vipPackages: [{ id: '11', name: { en_US: 'Monthly VIP' }, priceCents: 3000, currency: 'USD', durationDays: 30 }],
});
const api = (onSale: '1' | '0', orders: unknown) => async (path: string) => {
  if (path.startsWith('/api/mall/v1/goods')) return goods(onSale);
  if (orders instanceof Error) throw orders;
  return orders;
};
const member = { user: { id: '9', displayName: 'Ann' } };

describe('order-center', () => {
  it('offers goods with prices to a member and lists their orders with their state', async () => {
    const orders = { list: [{ id: '5', itemKind: 'vip', itemId: '11', title: { en_US: 'Monthly VIP' }, priceCents: 3000, currency: 'USD', state: 'unpaid', createdAt: '2026-01-02T03:04:05Z' }], total: 1 };
    drawBlocks([nodeOf(orderCenter)], { getJson: api('1', orders), context: member });
    expect(await screen.findByRole('button', { name: 'Buy SQL tuning' })).toBeTruthy();
    expect(screen.getByText('¥199.00')).toBeTruthy();
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Monthly VIP \$30\.00 Unpaid/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the order of Monthly VIP' })).toBeTruthy();
  });

  it('hides buying while the school is off sale', async () => {
    drawBlocks([nodeOf(orderCenter)], { getJson: api('0', { list: [], total: 0 }), context: member });
    expect(await screen.findByText('This school is not selling at the moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.getByText('You have no orders yet.')).toBeTruthy();
  });

  it('asks visitors to log in to buy and to see orders', async () => {
    drawBlocks([nodeOf(orderCenter)], { getJson: api('1', new ApiError(401, 'auth.unauthenticated', 'no')) });
    expect((await screen.findAllByRole('link', { name: 'Log in to buy' })).length).toBe(2);
    expect(screen.getByRole('link', { name: 'Log in to see your orders' })).toBeTruthy();
  });
});
