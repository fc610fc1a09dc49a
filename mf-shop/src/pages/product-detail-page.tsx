import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ProductDetailPage() {
  return (
    <PageLayout titleId="route.productDetail">
      <p className="page-intro">
        <FormattedMessage id="shop.productDetail.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ProductDetailPage, catalogs);
