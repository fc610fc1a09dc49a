// GET /api/admin/dashboard: what needs the operator now. Each count uses the same filter as the
// admin list it links to, so following a count shows exactly the rows counted.
import { dashboardSchema, type Dashboard, type OrderListQuery } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { getCollection } from '../../db/collections.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { contactsCollection } from '../contacts/repository.js';
import { mailQueueCollection } from '../notifications/mail-queue.js';
import { orderListFilter } from '../orders/admin-list.js';
import { ordersCollection } from '../orders/repository.js';
import { powerConsultationsCollection } from '../power-consultations/repository.js';

export async function dashboardCounts(db: Db): Promise<Dashboard['counts']> {
  const orders = getCollection(db, ordersCollection);
  const ordersWhere = (query: Partial<OrderListQuery>) =>
    orders.countDocuments(orderListFilter(query));
  const [
    awaitingPrice,
    awaitingPayment,
    awaitingConfirmation,
    paymentLate,
    paymentUnder,
    paymentOver,
    newLeads,
    newConsultations,
    failedNotifications,
  ] = await Promise.all([
    ordersWhere({ paymentState: ['awaiting_price'] }),
    ordersWhere({ paymentState: ['awaiting_payment'] }),
    ordersWhere({ paymentState: ['seen'] }),
    ordersWhere({ paymentFlag: 'late' }),
    ordersWhere({ paymentFlag: 'underpaid' }),
    ordersWhere({ paymentFlag: 'overpaid' }),
    getCollection(db, contactsCollection).countDocuments({ status: 'new' }),
    getCollection(db, powerConsultationsCollection).countDocuments({ status: 'new' }),
    getCollection(db, mailQueueCollection).countDocuments({ status: 'failed' }),
  ]);
  return {
    awaitingPrice,
    awaitingPayment,
    awaitingConfirmation,
    paymentLate,
    paymentUnder,
    paymentOver,
    newLeads,
    newConsultations,
    failedNotifications,
  };
}

export const dashboardModule: ApiModule = {
  name: 'dashboard',
  collections: [],
  createRouter(deps) {
    const api = moduleRouter('/api/admin/dashboard', 'dashboard', deps);
    api.route(
      {
        method: 'get',
        path: '/',
        summary: 'What needs the operator now, as counts',
        description:
          'Orders awaiting a price, a payment or its confirmations (`paymentState` ' +
          'awaiting_price, awaiting_payment, seen); payments flagged late, underpaid or ' +
          'overpaid (`paymentFlag`); contacts and power consultations still new; ' +
          'notifications that failed. Each equals the total of that filtered admin list.',
        admin: true,
        replies: { 200: { description: 'The counts', schema: dashboardSchema } },
      },
      async (ctx) => {
        ctx.body = { counts: await dashboardCounts(deps.db) };
      },
    );
    return api;
  },
};
