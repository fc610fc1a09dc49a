import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A titled panel of the settings page with its note: the wallet's keys, the rails. */
export function SettingsPanel({
  id,
  className,
  titleId,
  noteId,
  children,
}: {
  id: string;
  className: string;
  titleId: string;
  noteId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="settings-section">
        <FormattedMessage id={titleId} />
      </h2>
      <p className="settings-note">
        <FormattedMessage id={noteId} />
      </p>
      {children}
    </section>
  );
}
