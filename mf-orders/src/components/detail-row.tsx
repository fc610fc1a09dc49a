import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Row } from '@minesite/shared/ui';

/** One labelled value in an order summary (a row of `Rows`). */
export function DetailRow({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Row>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </Row>
  );
}
