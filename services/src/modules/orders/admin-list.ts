// The order management list: filtered by status and payment state, a
// case-insensitive search on the order id, the product title, the product's name in any
// language or the buyer's contact or delivery address, a creation time range and an amount
// range; paged
// in the admin's order: pending first, then processing, then completed, newest first within
// each. Order ids are unique (index order_id_unique), so a page never repeats one.
import {
  CATALOG_LOCALES,
  ORDER_STATUSES,
  requestedPage,
  UNPAGED_LIST_MAX,
  type OrderListQuery,
  type OrderStatus,
  type Page,
  type PaymentState,
} from '@minesite/shared/contract';
import type { Filter } from 'mongodb';
import { containsText, inclusiveRange } from '../../db/text-match.js';
import type { OrderDocument, OrdersRepository } from './repository.js';

export function orderListFilter(query: OrderListQuery): Filter<OrderDocument> {
  const filter: Filter<OrderDocument> = {};
  const all: Filter<OrderDocument>[] = [];
  if (query.status) filter.status = query.status;
  if (query.q) {
    const text = containsText(query.q);
    all.push({
      $or: [
        { orderId: text },
        { 'productInfo.title': text },
        { deliveryAddress: text },
        ...CATALOG_LOCALES.map((locale) => ({ [`product.name.${locale}`]: text })),
      ],
    });
  }
  if (query.paymentState && query.paymentState.length > 0) {
    all.push({ $or: paymentStateFilters(query.paymentState) });
  }
  if (query.paymentFlag) all.push({ 'payment.flag': query.paymentFlag });
  if (all.length > 0) filter.$and = all;
  const created = inclusiveRange(query.from, query.to);
  if (created) filter.createdAt = created;
  const amount = inclusiveRange(query.minAmount, query.maxAmount);
  if (amount) filter.totalAmount = amount;
  return filter;
}

/**
 * Orders in any of `states`. Orders made before quotes have no payment: theirs is derived from
 * the amount (reply.ts), awaiting a price at 0, else awaiting payment.
 */
function paymentStateFilters(states: PaymentState[]): Filter<OrderDocument>[] {
  const filters: Filter<OrderDocument>[] = [{ 'payment.state': { $in: states } }];
  const legacy = { payment: { $exists: false } };
  if (states.includes('awaiting_price')) filters.push({ ...legacy, totalAmount: { $lte: 0 } });
  if (states.includes('awaiting_payment')) filters.push({ ...legacy, totalAmount: { $gt: 0 } });
  return filters;
}

/**
 * The whole list newest first (no paging asked), or one page in status order. A page is read
 * status by status: each status's count says which part of which status the page covers.
 */
export async function listOrdersForAdmin(
  orders: OrdersRepository,
  query: OrderListQuery,
): Promise<OrderDocument[] | Page<OrderDocument>> {
  const filter = orderListFilter(query);
  const paging = requestedPage(query);
  if (!paging) return orders.findMatching(filter, 0, UNPAGED_LIST_MAX);

  const statuses: readonly OrderStatus[] = query.status ? [query.status] : ORDER_STATUSES;
  const counts = await Promise.all(
    statuses.map((status) => orders.countMatching({ ...filter, status })),
  );
  const total = counts.reduce((sum, n) => sum + n, 0);
  const page: OrderDocument[] = [];
  let skip = (paging.page - 1) * paging.pageSize;
  for (const [index, status] of statuses.entries()) {
    const count = counts[index]!;
    if (page.length === paging.pageSize) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const wanted = paging.pageSize - page.length;
    page.push(...(await orders.findMatching({ ...filter, status }, skip, wanted)));
    skip = 0;
  }
  return { items: page, total, ...paging };
}
