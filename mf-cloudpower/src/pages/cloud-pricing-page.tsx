import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { GpuCloudScreen } from '../features/gpu-cloud/components/gpu-cloud-screen';
import { catalogs } from '../i18n/catalogs';

function CloudPricingPage() {
  return (
    <PageLayout titleId="route.cloudPricing">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.cloudPricing.intro" />
      </p>
      <GpuCloudScreen />
    </PageLayout>
  );
}

export default withCatalogs(CloudPricingPage, catalogs);
