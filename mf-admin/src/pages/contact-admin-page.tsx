import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ContactAdminPage() {
  return (
    <PageLayout titleId="route.adminContact">
      <p className="page-intro">
        <FormattedMessage id="admin.adminContact.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ContactAdminPage, catalogs);
