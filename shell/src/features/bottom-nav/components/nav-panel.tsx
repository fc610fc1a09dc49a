import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NavTab } from '../nav-tabs';

/** The overlay listing a tab's pages; choosing one navigates and closes it. */
export function NavPanel({
  id,
  tab,
  currentPath,
  onChoose,
}: {
  id: string;
  tab: NavTab;
  currentPath: string;
  onChoose: () => void;
}) {
  const intl = useIntl();
  return (
    <div
      id={id}
      className="nav-panel"
      role="dialog"
      aria-label={intl.formatMessage({ id: tab.labelId })}
    >
      <ul className="nav-panel-list">
        {tab.entries.map((entry) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className="nav-panel-link"
              aria-current={entry.path === currentPath ? 'page' : undefined}
              onClick={onChoose}
            >
              <FormattedMessage id={entry.labelId} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
