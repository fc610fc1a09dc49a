import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function MyOrdersPage() {
  return (
    <PageLayout titleId="route.myOrders">
      <p className="page-intro">
        <FormattedMessage id="orders.myOrders.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(MyOrdersPage, catalogs);
