/**
 * The admin's home (`/admin`): what needs the operator now, as counts. Each count is the total
 * of a filtered admin list (the order list's `paymentState`/`paymentFlag`, the leads' and
 * consultations' `status=new`, the notifications' `status=failed`, the stray payments' `status=open`).
 */
import './browser-jitless';
import { z } from 'zod';

export const DASHBOARD_COUNTS = [
  'awaitingPrice',
  'awaitingPayment',
  'awaitingConfirmation',
  'paymentLate',
  'paymentUnder',
  'paymentOver',
  'newLeads',
  'newConsultations',
  'failedNotifications',
  'strayPayments',
] as const;
export type DashboardCount = (typeof DASHBOARD_COUNTS)[number];

const count = z.number().int().min(0);

/** An account's receive addresses as its wallet scans them (m/0/i), on any chain. */
export const addressGapSchema = z.strictObject({
  /** Addresses handed out to orders. */
  handedOut: count,
  /** The longest run of consecutive addresses (up to the last handed out) with nothing received. */
  longestUnusedRun: count,
  /** The gap limit to set in the wallet: the run and a margin, at least wallets' default. */
  gapLimit: count,
  /** Above wallets' default gap limit (20): without the change the wallet misses payments. */
  aboveDefault: z.boolean(),
});
export type AddressGap = z.output<typeof addressGapSchema>;

/** GET /api/admin/dashboard. */
export const dashboardSchema = z.strictObject({
  counts: z.strictObject({
    /** Orders awaiting the operator's price. */
    awaitingPrice: count,
    /** Priced orders whose payment has not been seen. */
    awaitingPayment: count,
    /** Payments seen on the chain, waiting for their confirmations. */
    awaitingConfirmation: count,
    paymentLate: count,
    paymentUnder: count,
    paymentOver: count,
    /** Contacts still `new`. */
    newLeads: count,
    /** Power consultations still `new`. */
    newConsultations: count,
    /** Notifications given up after their last attempt. */
    failedNotifications: count,
    /** Payments that reached an address no order watches, not resolved yet. */
    strayPayments: count,
  }),
  /**
   * The account key's addresses as its wallet scans them (receive chain m/0/i); null while
   * orders are not paid to an account key.
   */
  addressGap: addressGapSchema.nullable(),
});
export type Dashboard = z.output<typeof dashboardSchema>;
