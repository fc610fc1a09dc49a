import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  LOCALES,
  LOCALE_LABELS,
  changeLocale,
  isLocale,
  selectLocale,
} from '@minesite/shared/locale';
import { useAppDispatch, useAppSelector } from '@minesite/shared/store';
import { Picker } from '@minesite/shared/ui';
import { useLongPress } from '../../../hooks/use-long-press';
import { SWITCHER_LOGO_HOLD_MS } from '../admin-hold-times';
import { GLOBE_PATH } from '../header-icon-paths';
import './language-switcher.css';

const COLUMNS = [LOCALES.map((locale) => ({ label: LOCALE_LABELS[locale], value: locale }))];

/**
 * The language switcher: a bottom picker of 中文, English, Español and Русский. The choice is
 * stored under `locale` and every mounted package re-renders in it at once.
 */
export function LanguageSwitcher({ onLogoHold }: { onLogoHold: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const [open, setOpen] = useState(false);
  const hold = useLongPress(onLogoHold, SWITCHER_LOGO_HOLD_MS);

  return (
    <div className="language-switcher">
      <span
        className="language-switcher-logo"
        role="img"
        aria-label={intl.formatMessage({ id: 'shell.language.logo' })}
        {...hold}
      >
        <GlobeIcon />
      </span>
      <button
        type="button"
        className="language-switcher-button"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage(
          { id: 'shell.language.button' },
          { language: LOCALE_LABELS[locale] },
        )}
        onClick={() => setOpen(true)}
      >
        {LOCALE_LABELS[locale]}
        <span className="language-switcher-caret" aria-hidden="true" />
      </button>
      <Picker
        columns={COLUMNS}
        value={[locale]}
        visible={open}
        onClose={() => setOpen(false)}
        onConfirm={([value]) => {
          if (isLocale(value) && value !== locale) dispatch(changeLocale(value));
        }}
        title={intl.formatMessage({ id: 'shell.language.picker.title' })}
        confirmText={intl.formatMessage({ id: 'common.confirm' })}
        cancelText={intl.formatMessage({ id: 'common.cancel' })}
      />
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d={GLOBE_PATH} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
