import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function CloudPricingPage() {
  return (
    <PageLayout titleId="route.cloudPricing">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.cloudPricing.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(CloudPricingPage, catalogs);
