import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function OrderManagementPage() {
  return (
    <PageLayout titleId="route.orderManagement">
      <p className="page-intro">
        <FormattedMessage id="admin.orderManagement.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(OrderManagementPage, catalogs);
