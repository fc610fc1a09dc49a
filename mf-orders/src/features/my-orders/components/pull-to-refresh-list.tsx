import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PullToRefresh } from '@minesite/shared/ui';

/** The list refreshes when pulled down 50 px. */
const PULL_THRESHOLD_PX = 50;

/** The order list's pull-to-refresh, with its hints (loaded apart: see order-list.tsx). */
export default function PullToRefreshList({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      threshold={PULL_THRESHOLD_PX}
      pullingText={<FormattedMessage id="orders.myOrders.pull.pulling" />}
      canReleaseText={<FormattedMessage id="orders.myOrders.pull.release" />}
      refreshingText={<FormattedMessage id="orders.myOrders.pull.refreshing" />}
      completeText={<FormattedMessage id="orders.myOrders.pull.complete" />}
    >
      {children}
    </PullToRefresh>
  );
}
