import { Link } from 'react-router-dom';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import type { NavEntry } from '../nav-tabs';

/** The overlay listing a tab's pages, labelled as they publish; choosing one navigates and closes it. */
export function NavPanel({
  id,
  label,
  entries,
  currentPath,
  onChoose,
}: {
  id: string;
  /** The tab's label, the panel's name. */
  label: string;
  entries: readonly NavEntry[];
  currentPath: string;
  onChoose: () => void;
}) {
  const locale = useAppSelector(selectLocale);
  return (
    <div id={id} className="nav-panel" role="dialog" aria-label={label}>
      <ul className="nav-panel-list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              className="nav-panel-link"
              aria-current={entry.to === currentPath ? 'page' : undefined}
              onClick={onChoose}
            >
              {entry.labels?.[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
