import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ShopPage() {
  return (
    <PageLayout titleId="route.shop">
      <p className="page-intro">
        <FormattedMessage id="shop.shop.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ShopPage, catalogs);
