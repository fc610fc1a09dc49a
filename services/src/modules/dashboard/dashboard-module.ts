// GET /api/admin/dashboard: what needs the operator now. Each count uses the same filter as the
// admin list it links to, so following a count shows exactly the rows counted.
import {
  backOfficeEndpoints,
  type Dashboard,
  type OrderListQuery,
} from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { getCollection } from '../../db/collections.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { addressGap } from './address-gap.js';
import { contactsCollection } from '../contacts/repository.js';
import { mailQueueCollection } from '../notifications/mail-queue.js';
import { orderListFilter } from '../orders/admin-list.js';
import { ordersCollection } from '../orders/repository.js';
import { StrayPayments } from '../payments/stray-payments.js';
import { powerConsultationsCollection } from '../power-consultations/repository.js';

type CountQuery = (db: Db) => Promise<number>;

const ordersWhere =
  (query: Partial<OrderListQuery>): CountQuery =>
  (db) =>
    getCollection(db, ordersCollection).countDocuments(orderListFilter(query));

/** One query per count of the contract: a count missing here, or one it lacks, fails to compile. */
const countQueries: Record<keyof Dashboard['counts'], CountQuery> = {
  awaitingPrice: ordersWhere({ paymentState: ['awaiting_price'] }),
  awaitingPayment: ordersWhere({ paymentState: ['awaiting_payment'] }),
  awaitingConfirmation: ordersWhere({ paymentState: ['seen'] }),
  paymentLate: ordersWhere({ paymentFlag: 'late' }),
  paymentUnder: ordersWhere({ paymentFlag: 'underpaid' }),
  paymentOver: ordersWhere({ paymentFlag: 'overpaid' }),
  newLeads: (db) => getCollection(db, contactsCollection).countDocuments({ status: 'new' }),
  newConsultations: (db) =>
    getCollection(db, powerConsultationsCollection).countDocuments({ status: 'new' }),
  failedNotifications: (db) =>
    getCollection(db, mailQueueCollection).countDocuments({ status: 'failed' }),
  strayPayments: (db) => new StrayPayments(db).countOpen(),
};

export async function dashboardCounts(db: Db): Promise<Dashboard['counts']> {
  const counted = await Promise.all(
    Object.entries(countQueries).map(async ([key, count]) => [key, await count(db)] as const),
  );
  // The keys are countQueries' own, which its type ties to the contract's.
  return Object.fromEntries(counted) as Dashboard['counts'];
}

export const dashboardModule: ApiModule = {
  name: 'dashboard',
  collections: [],
  createRouter(deps) {
    const api = moduleRouter('/api/admin/dashboard', 'dashboard', deps);
    api.route(
      backOfficeEndpoints.dashboard,
      {
        summary: 'What needs the operator now, as counts, and the gap limit its wallet needs',
        description:
          'Orders awaiting a price, a payment or its confirmations (`paymentState` ' +
          'awaiting_price, awaiting_payment, seen); payments flagged late, underpaid or ' +
          'overpaid (`paymentFlag`); contacts and power consultations still new; ' +
          'notifications that failed; payments to an address no order watches, not resolved ' +
          "(`strayPayments`, the stray payments' `status=open`). Each equals the total of that filtered admin list. " +
          '`addressGap`: with an account key, the longest run of its handed-out addresses ' +
          'with nothing received and the gap limit to set in the wallet (warned above 20).',
      },
      async (ctx) => {
        const [counts, gap] = await Promise.all([
          dashboardCounts(deps.db),
          addressGap(deps.db, deps.config),
        ]);
        ctx.body = { counts, addressGap: gap };
      },
    );
    return api;
  },
};
