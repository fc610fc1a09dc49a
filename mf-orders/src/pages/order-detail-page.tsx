import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function OrderDetailPage() {
  return (
    <PageLayout titleId="route.orderDetail">
      <p className="page-intro">
        <FormattedMessage id="orders.orderDetail.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(OrderDetailPage, catalogs);
