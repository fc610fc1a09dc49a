import { FormattedMessage } from 'react-intl';
import type { SiteSettings } from '@minesite/shared/contract';
import { ErrorState } from '@minesite/shared/fetch-states';
import { PageLayout } from '@minesite/shared/ui';
import { AuditTrail } from '../../../components/audit-trail';
import { useSiteSettingsQuery } from '../api';
import { SettingsForm } from './settings-form';
import './settings-screen.css';

/** Shown, disabled, while the settings load: the form's own fields, so nothing moves after. */
const LOADING: SiteSettings = {
  payment: {
    address: { value: null, source: 'default' },
    network: { value: 'mainnet', source: 'default' },
    confirmations: { value: 1, source: 'default' },
    quoteLifetimeMinutes: { value: 60, source: 'default' },
  },
  notifications: {
    operatorEmail: { value: null, source: 'default' },
    operatorLocale: { value: 'zh', source: 'default' },
  },
  publicWrites: {
    limit: { value: 20, source: 'default' },
    windowSeconds: { value: 60, source: 'default' },
    globalLimit: { value: 300, source: 'default' },
  },
  updatedAt: null,
  updatedBy: null,
};

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
          settings={settings.data ?? LOADING}
          loading={!settings.data}
        />
      )}
      <AuditTrail entity="settings" entityId="site" headingLevel={2} />
    </PageLayout>
  );
}
