import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CardTitle } from '@minesite/shared/ui';
import './text-section.css';

/** A titled block of paragraphs and an optional list, all message ids. */
export function TextSection({
  titleId,
  paragraphIds = [],
  itemIds = [],
  children,
  id,
}: {
  titleId: string;
  paragraphIds?: readonly string[];
  itemIds?: readonly string[];
  children?: ReactNode;
  /** The anchor other pages link to (`/service#protection`). */
  id?: string;
}) {
  return (
    <section className="content-section" id={id} aria-labelledby={`${titleId}-heading`}>
      <CardTitle id={`${titleId}-heading`} as="h2" variant="headline">
        <FormattedMessage id={titleId} />
      </CardTitle>
      {paragraphIds.map((paragraphId) => (
        <p key={paragraphId} className="content-text">
          <FormattedMessage id={paragraphId} />
        </p>
      ))}
      {itemIds.length > 0 && (
        <ul className="content-bullets">
          {itemIds.map((itemId) => (
            <li key={itemId}>
              <FormattedMessage id={itemId} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
