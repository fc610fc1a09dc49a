import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function MiningPowerPurchasePage() {
  return (
    <PageLayout titleId="route.miningPowerPurchase">
      <p className="page-intro">
        <FormattedMessage id="orders.miningPowerPurchase.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(MiningPowerPurchasePage, catalogs);
