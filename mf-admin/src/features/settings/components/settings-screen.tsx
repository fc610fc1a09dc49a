import { FormattedMessage } from 'react-intl';
import { ErrorState } from '@minesite/shared/fetch-states';
import { PageLayout } from '@minesite/shared/ui';
import { AuditTrail } from '../../../components/audit-trail';
import { useSiteSettingsQuery } from '../api';
import { PLACEHOLDER_SETTINGS } from '../placeholder-settings';
import { RailAccounts } from './rail-accounts';
import { SettingsForm } from './settings-form';
import { WalletDescriptors } from './wallet-descriptors';
import './settings-screen.css';

/** /admin/settings: where orders are paid, where notifications go, the public write limits. */
export function SettingsScreen() {
  const settings = useSiteSettingsQuery();
  return (
    <PageLayout titleId="route.adminSettings">
      <p className="settings-note">
        <FormattedMessage id="admin.settings.envNote" />
      </p>
      {settings.isError && !settings.data ? (
        <ErrorState messageId="admin.settings.loadFailed" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm
          // A new reply (after a save) is a fresh form with the values now in effect.
          key={settings.data ? (settings.data.updatedAt ?? 'stored') : 'loading'}
          // Shown, disabled, while the settings load: the form's own fields, so nothing moves after.
          settings={settings.data ?? PLACEHOLDER_SETTINGS}
          loading={!settings.data}
        />
      )}
      {settings.data?.wallet && <WalletDescriptors wallet={settings.data.wallet} />}
      {settings.data && <RailAccounts accounts={settings.data.railAccounts} />}
      <AuditTrail entity="settings" entityId="site" headingLevel={2} />
    </PageLayout>
  );
}
