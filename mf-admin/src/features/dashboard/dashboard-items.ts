/** The dashboard's counts in their groups, each with its label and the filtered list it opens. */
import type { DashboardCount } from '@minesite/shared/contract';

export interface DashboardItem {
  count: DashboardCount;
  labelId: string;
  /** The admin list showing what was counted. */
  href: string;
}

export interface DashboardGroup {
  titleId: string;
  items: DashboardItem[];
}

export const DASHBOARD_GROUPS: readonly DashboardGroup[] = [
  {
    titleId: 'admin.dashboard.orders',
    items: [
      {
        count: 'awaitingPrice',
        labelId: 'admin.dashboard.awaitingPrice',
        href: '/order-management?status=awaiting_price',
      },
      {
        count: 'awaitingPayment',
        labelId: 'admin.dashboard.awaitingPayment',
        href: '/order-management?status=awaiting_payment',
      },
      {
        count: 'awaitingConfirmation',
        labelId: 'admin.dashboard.awaitingConfirmation',
        href: '/order-management?status=seen',
      },
    ],
  },
  {
    titleId: 'admin.dashboard.payments',
    items: [
      {
        count: 'paymentLate',
        labelId: 'admin.dashboard.paymentLate',
        href: '/order-management?payment=late',
      },
      {
        count: 'paymentUnder',
        labelId: 'admin.dashboard.paymentUnder',
        href: '/order-management?payment=under',
      },
      {
        count: 'paymentOver',
        labelId: 'admin.dashboard.paymentOver',
        href: '/order-management?payment=over',
      },
      {
        count: 'strayPayments',
        labelId: 'admin.dashboard.strayPayments',
        href: '/admin/stray-payments?status=open',
      },
    ],
  },
  {
    titleId: 'admin.dashboard.leads',
    items: [
      { count: 'newLeads', labelId: 'admin.dashboard.newLeads', href: '/admin/contact?status=new' },
      {
        count: 'newConsultations',
        labelId: 'admin.dashboard.newConsultations',
        href: '/admin/power-contacts?status=new',
      },
    ],
  },
  {
    titleId: 'admin.dashboard.notifications',
    items: [
      {
        count: 'failedNotifications',
        labelId: 'admin.dashboard.failedNotifications',
        href: '/admin/notifications?status=failed',
      },
    ],
  },
];
