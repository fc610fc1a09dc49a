import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './text-section.css';
import './cards.css';

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
      <h2 id={`${titleId}-heading`} className="content-section-title">
        <FormattedMessage id={titleId} />
      </h2>
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
