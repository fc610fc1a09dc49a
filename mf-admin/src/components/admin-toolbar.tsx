import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SearchBar } from '@minesite/shared/ui';
import './admin-toolbar.css';

/**
 * The bar above every admin list: its search (the service searches once the typing pauses,
 * `useAdminList`) and the list's own controls beside it.
 */
export function AdminToolbar({
  labelId,
  placeholderId,
  search,
  onSearch,
  children,
}: {
  /** Messages: the search's accessible name and its placeholder. */
  labelId: string;
  placeholderId: string;
  search: string;
  onSearch: (search: string) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="admin-toolbar">
      <div role="search" className="admin-search" aria-label={intl.formatMessage({ id: labelId })}>
        <SearchBar
          value={search}
          onChange={onSearch}
          placeholder={intl.formatMessage({ id: placeholderId })}
        />
      </div>
      {children}
    </div>
  );
}
