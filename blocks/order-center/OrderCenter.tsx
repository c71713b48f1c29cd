import { useId, useState } from 'react';
import { ApiError, sendJson } from '../../renderer/api';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize, type RenderContext } from '../../renderer/context';
import { formatPrice } from '../../renderer/format';
import { formatDateTime } from '../_shared/format';
import { text, type MessageId } from '../_shared/messages';
import { loginHref } from '../_shared/page-context';
import type { Order, OrderCenterData, OrderCenterProps } from './schema';
import './order-center.css';

const price = (cents: number, currency: string, ctx: RenderContext) => formatPrice(currency === 'JPY' ? cents : cents / 100, currency, ctx.locale);

const ERRORS: Record<string, MessageId> = {
  'order.already_open': 'orders.alreadyOpen',
  'order.not_on_sale': 'orders.offSale',
  'order.not_cancellable': 'orders.notCancellable',
};

/** Buy (while the school is on sale) and see or cancel one's orders. Payment happens elsewhere. */
export default function OrderCenter({ props, data, context }: BlockComponentProps<OrderCenterProps, OrderCenterData>) {
  const goodsId = useId();
  const ordersId = useId();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  if (data.status === 'loading' || data.status === 'idle') return <section className="order-center" aria-busy="true"><p>{text('common.loading', context)}</p></section>;
  if (data.status === 'error' || !data.value) return <p className="order-center" role="alert">{text('common.loadFailed', context)}</p>;
  const { goods } = data.value;
  const mine = orders ?? data.value.orders?.list ?? null;
  const onSale = goods.onSale === '1';
  const school = encodeURIComponent(context.schoolId);

  async function act(key: string, run: () => Promise<Order>, done: MessageId) {
    setBusy(key);
    setMessage(null);
    try {
      const order = await run();
      setOrders((list) => [order, ...(list ?? mine ?? []).filter((o) => o.id !== order.id)]);
      setMessage({ kind: 'status', text: text(done, context) });
    } catch (error) {
      const id = error instanceof ApiError ? ERRORS[error.key] : undefined;
      if (error instanceof ApiError && error.status === 401) window.location.assign(loginHref(context));
      setMessage({ kind: 'alert', text: text(id ?? 'orders.failed', context) });
    } finally {
      setBusy(null);
    }
  }
  const buy = (itemKind: 'course' | 'vip', itemId: string) =>
    act(`buy-${itemId}`, () => sendJson<Order>('POST', `/api/mall/v1/orders?schoolId=${school}`, { itemKind, itemId }), 'orders.created');
  const cancel = (id: string) => act(`cancel-${id}`, () => sendJson<Order>('PUT', `/api/mall/v1/orders/${id}/cancel?schoolId=${school}`), 'orders.cancelled');

  const offers = [
    ...(props.showCourses ? goods.courses.map((c) => ({ kind: 'course' as const, id: c.id, name: localize(c.title, context), price: price(c.priceCents, c.currency, context), note: text('orders.course', context) })) : []),
    ...(props.showVipPackages ? goods.vipPackages.map((p) => ({ kind: 'vip' as const, id: p.id, name: localize(p.name, context), price: price(p.priceCents, p.currency, context), note: text('orders.days', context, { count: p.durationDays }) })) : []),
  ];
  return (
    <div className="order-center">
      {message && <p className={`order-center__message order-center__message--${message.kind}`} role={message.kind}>{message.text}</p>}
      <section aria-labelledby={goodsId}>
        <h2 id={goodsId}>{text('orders.goods', context)}</h2>
        {!onSale && <p className="order-center__closed" role="status">{text('orders.offSale', context)}</p>}
        {offers.length === 0 ? <p>{text('common.empty', context)}</p> : (
          <ul className="order-center__goods">
            {offers.map((offer) => (
              <li key={offer.id}>
                <span className="order-center__name">{offer.name}</span>
                <span className="order-center__note">{offer.note}</span>
                <span className="order-center__price">{offer.price}</span>
                {onSale && (context.user
                  ? <button type="button" disabled={busy !== null} aria-busy={busy === `buy-${offer.id}`} aria-label={text('orders.buyName', context, { name: offer.name })} onClick={() => void buy(offer.kind, offer.id)}>{text('orders.buy', context)}</button>
                  : <a href={loginHref(context)}>{text('orders.loginToBuy', context)}</a>)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={ordersId}>
        <h2 id={ordersId}>{text('orders.mine', context)}</h2>
        {mine === null ? <p><a href={loginHref(context)}>{text('orders.loginToSee', context)}</a></p>
          : mine.length === 0 ? <p>{text('orders.none', context)}</p> : (
            <table className="order-center__table">
              <thead><tr><th scope="col">{text('orders.item', context)}</th><th scope="col">{text('orders.price', context)}</th><th scope="col">{text('orders.state', context)}</th><th scope="col">{text('orders.date', context)}</th><th scope="col"><span className="visually-hidden">{text('orders.actions', context)}</span></th></tr></thead>
              <tbody>
                {mine.map((order) => {
                  const name = localize(order.title, context);
                  return (
                    <tr key={order.id}>
                      <td>{name}</td>
                      <td>{price(order.priceCents, order.currency, context)}</td>
                      <td>{text(`orders.state.${order.state}` as MessageId, context)}</td>
                      <td><time dateTime={order.createdAt}>{formatDateTime(order.createdAt, context.locale)}</time></td>
                      <td>{order.state === 'unpaid' && <button type="button" disabled={busy !== null} aria-busy={busy === `cancel-${order.id}`} aria-label={text('orders.cancelName', context, { name })} onClick={() => void cancel(order.id)}>{text('orders.cancel', context)}</button>}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
      </section>
    </div>
  );
}
