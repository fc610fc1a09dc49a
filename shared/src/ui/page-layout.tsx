import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The frame of a page body: its heading (a message id) and content. */
export function PageLayout({ titleId, children }: { titleId: string; children?: ReactNode }) {
  return (
    <section className="page">
      <h1 className="page-heading">
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </section>
  );
}
