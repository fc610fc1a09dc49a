import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageLayout } from '@minesite/shared/ui';
import { ContentFooter } from './content-footer';

/** A content page: its title, an optional intro line, the body and the footer. */
export function ContentPage({
  titleId,
  introId,
  children,
}: {
  titleId: string;
  introId?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageLayout titleId={titleId}>
        {introId && (
          <p className="page-intro">
            <FormattedMessage id={introId} />
          </p>
        )}
        {children}
      </PageLayout>
      <ContentFooter />
    </>
  );
}
