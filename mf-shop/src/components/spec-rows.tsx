import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './spec-rows.css';

/** A labelled list of specification rows. */
export function SpecRows({ rows }: { rows: { labelId: string; value: ReactNode }[] }) {
  return (
    <dl className="shop-rows">
      {rows.map(({ labelId, value }) => (
        <div key={labelId} className="shop-row">
          <dt>
            <FormattedMessage id={labelId} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
