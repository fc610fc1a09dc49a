import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import '../../../components/rows.css';

/** A labelled value in a definition list. */
export function InfoRow({
  labelId,
  children,
  testId,
}: {
  labelId: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="cp-row">
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
