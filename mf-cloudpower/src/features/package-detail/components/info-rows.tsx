import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Row } from '@minesite/shared/ui';

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
    <Row>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </Row>
  );
}
