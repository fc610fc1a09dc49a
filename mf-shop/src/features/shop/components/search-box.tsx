import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SearchBar } from '@minesite/shared/ui';
import './search-box.css';

const TYPING_PAUSE_MS = 400;

/**
 * Search by miner name: applied when the visitor presses enter or pauses typing. The shown
 * text follows the address (back and forward, a shared link).
 */
export function SearchBox({
  applied,
  onSearch,
}: {
  applied: string;
  onSearch: (q: string, typing: boolean) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(applied);
  const [shownFor, setShownFor] = useState(applied);
  if (shownFor !== applied) {
    setShownFor(applied);
    setText(applied);
  }

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => onSearch(text, true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, onSearch]);

  return (
    <div
      role="search"
      className="shop-search"
      aria-label={intl.formatMessage({ id: 'shop.search.label' })}
    >
      <SearchBar
        value={text}
        onChange={setText}
        onSearch={(value) => onSearch(value, false)}
        onClear={() => onSearch('', false)}
        placeholder={intl.formatMessage({ id: 'shop.search.placeholder' })}
      />
    </div>
  );
}
