import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function PowerContactsAdminPage() {
  return (
    <PageLayout titleId="route.adminPowerContacts">
      <p className="page-intro">
        <FormattedMessage id="admin.adminPowerContacts.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(PowerContactsAdminPage, catalogs);
