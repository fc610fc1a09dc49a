import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLongPress } from '../../../hooks/use-long-press';
import { HEADER_LOGO_HOLD_MS } from '../admin-hold-times';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import './app-header.css';

/**
 * Logo, company name and language switcher. Holding the logo (or the switcher's logo) opens
 * the hidden admin entry; the company name goes home.
 */
export function AppHeader({ onAdminHold }: { onAdminHold: () => void }) {
  const intl = useIntl();
  const hold = useLongPress(onAdminHold, HEADER_LOGO_HOLD_MS);
  return (
    <header className="app-header">
      <div className="app-brand">
        <span
          className="app-logo"
          role="img"
          aria-label={intl.formatMessage({ id: 'shell.header.logo' })}
          {...hold}
        >
          <BrandMark />
        </span>
        <Link to="/" className="app-company">
          <FormattedMessage id="app.companyName" />
        </Link>
      </div>
      <LanguageSwitcher onLogoHold={onAdminHold} />
    </header>
  );
}
