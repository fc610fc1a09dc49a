import { FormattedMessage } from 'react-intl';
import './back-button.css';

/** A page's back button, "‹ Back" in the page's ink; where it goes is the page's call. */
export function BackButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={className ? `ui-back ${className}` : 'ui-back'}
      onClick={onClick}
    >
      <span aria-hidden="true">‹</span> <FormattedMessage id="common.back" />
    </button>
  );
}
