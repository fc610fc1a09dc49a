import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './detail-row.css';

/** One labelled value in an order summary (a definition-list row). */
export function DetailRow({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className="orders-row">
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
