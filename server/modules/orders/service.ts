import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { RESOURCE_TYPE } from '../../../schemas/enums';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { orders, resources, schools, vipPackages } from '../../db/schema';
import { withTenant, type Executor } from '../../db/tenant';
import { AppError, schoolNotFound, unauthenticated } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import { requireVisitor } from '../schools/access';
import type { SchoolRef } from '../schools/repository';
import { pageOf } from '../school-directory/paging';

type OrderRow = typeof orders.$inferSelect;

async function onSale(tx: Executor, schoolId: string): Promise<boolean> {
  const [row] = await tx.select({ onSale: schools.onSale }).from(schools).where(eq(schools.id, schoolId)).limit(1);
  if (!row) throw schoolNotFound();
  return row.onSale;
}

/** The portal's on-sale switch ('1' sells, '0' hides buying). */
export function onSaleSwitch(db: Db, school: SchoolRef) {
  return withTenant(db, school.tenantId, async (tx) => ({ onSale: (await onSale(tx, school.id)) ? '1' : '0' }));
}

/** What the school sells: priced purchase courses (type 10) and VIP packages, with the switch. */
export async function goods(db: Db, school: SchoolRef, user: UserRow | null) {
  await requireVisitor(db, user, school);
  return withTenant(db, school.tenantId, async (tx) => {
    const courses = await tx.select().from(resources)
      .where(and(eq(resources.schoolId, school.id), eq(resources.type, RESOURCE_TYPE.purchaseCourse), isNotNull(resources.priceCents)))
      .orderBy(desc(resources.createdAt), asc(resources.id)).limit(50);
    const packages = await tx.select().from(vipPackages).where(eq(vipPackages.schoolId, school.id)).orderBy(asc(vipPackages.priceCents), asc(vipPackages.id));
    return {
      onSale: (await onSale(tx, school.id)) ? '1' : '0',
      courses: courses.map((c) => ({ id: c.id, type: c.type, title: c.title, coverUrl: c.coverUrl || null, priceCents: c.priceCents!, currency: c.currency })),
      vipPackages: packages.map((p) => ({ id: p.id, name: p.name, priceCents: p.priceCents, currency: p.currency, durationDays: p.durationDays })),
    };
  });
}

/** An order as the API shows it; a course order carries the purchase-course resource type 10. */
export function presentOrder(o: OrderRow) {
  return {
    id: o.id, itemKind: o.itemKind, itemId: o.itemId, resourceType: o.itemKind === 'course' ? RESOURCE_TYPE.purchaseCourse : null,
    title: o.title, priceCents: o.priceCents, currency: o.currency, state: o.state,
    createdAt: o.createdAt.toISOString(), cancelledAt: o.cancelledAt?.toISOString() ?? null,
  };
}

async function member(db: Db, school: SchoolRef, user: UserRow | null): Promise<UserRow> {
  if (!user) throw unauthenticated();
  await requireVisitor(db, user, school);
  return user;
}

/** Orders a paid course or a VIP package at today's price; refused while the school is not on sale. */
export async function createOrder(db: Db, school: SchoolRef, user: UserRow | null, item: { itemKind: 'course' | 'vip'; itemId: string }) {
  const buyer = await member(db, school, user);
  return withTenant(db, school.tenantId, async (tx) => {
    if (!(await onSale(tx, school.id))) throw new AppError(409, 'order.not_on_sale', 'This school is not selling at the moment.');
    const found = item.itemKind === 'course'
      ? (await tx.select({ title: resources.title, price: resources.priceCents, currency: resources.currency }).from(resources)
        .where(and(eq(resources.schoolId, school.id), eq(resources.id, item.itemId), eq(resources.type, RESOURCE_TYPE.purchaseCourse), isNotNull(resources.priceCents))).limit(1))[0]
      : (await tx.select({ title: vipPackages.name, price: vipPackages.priceCents, currency: vipPackages.currency }).from(vipPackages)
        .where(and(eq(vipPackages.schoolId, school.id), eq(vipPackages.id, item.itemId))).limit(1))[0];
    if (!found || found.price === null) throw new AppError(404, 'order.item_not_found', 'This school sells no such item.', [{ pointer: '/itemId', message: 'is not for sale here' }]);
    const row = { tenantId: school.tenantId, id: nextId(), schoolId: school.id, userId: buyer.id, itemKind: item.itemKind, itemId: item.itemId, title: found.title, priceCents: found.price, currency: found.currency };
    const inserted = await tx.insert(orders).values(row).onConflictDoNothing().returning();
    if (inserted.length === 0) throw new AppError(409, 'order.already_open', 'You already have an unpaid order for this item.');
    return presentOrder(inserted[0]!);
  });
}

/** A page of the member's own orders, newest first. */
export async function listOrders(db: Db, school: SchoolRef, user: UserRow | null, paging: { pageNumber: number; pageSize: number }) {
  const buyer = await member(db, school, user);
  return withTenant(db, school.tenantId, async (tx) => {
    const where = and(eq(orders.schoolId, school.id), eq(orders.userId, buyer.id));
    const [total] = await tx.select({ n: count() }).from(orders).where(where);
    const list = await tx.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(paging.pageSize).offset((paging.pageNumber - 1) * paging.pageSize);
    return pageOf(list.map(presentOrder), Number(total?.n ?? 0), paging);
  });
}

/** Cancels the member's own unpaid order; someone else's order is not found. */
export async function cancelOrder(db: Db, school: SchoolRef, user: UserRow | null, orderId: string) {
  const buyer = await member(db, school, user);
  return withTenant(db, school.tenantId, async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.schoolId, school.id), eq(orders.id, orderId), eq(orders.userId, buyer.id))).limit(1).for('update');
    if (!order) throw new AppError(404, 'order.not_found', 'No such order of yours in this school.');
    if (order.state !== 'unpaid') throw new AppError(409, 'order.not_cancellable', 'Only an unpaid order can be cancelled.', [{ state: order.state }]);
    const [updated] = await tx.update(orders).set({ state: 'cancelled', cancelledAt: new Date() }).where(and(eq(orders.id, order.id), eq(orders.state, 'unpaid'))).returning();
    return presentOrder(updated!);
  });
}
