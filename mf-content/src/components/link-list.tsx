import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { CardTitle } from '@minesite/shared/ui';
import './link-list.css';

export interface LinkEntry {
  /** A path of the site, e.g. `/shop` or `/service#protection`. */
  to: string;
  titleId: string;
  descriptionId?: string;
}

/** A list of links to other pages of the site, each with a line saying what is there. */
export function LinkList({ entries, labelId }: { entries: readonly LinkEntry[]; labelId: string }) {
  return (
    <nav aria-labelledby={labelId.replaceAll('.', '-')} className="content-links">
      <CardTitle id={labelId.replaceAll('.', '-')} as="h2" variant="headline">
        <FormattedMessage id={labelId} />
      </CardTitle>
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="content-link-card">
              <span className="content-link-title">
                <FormattedMessage id={entry.titleId} />
              </span>
              {entry.descriptionId && (
                <span className="content-link-description">
                  <FormattedMessage id={entry.descriptionId} />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
