import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { GpuCloudScreen } from '../features/gpu-cloud/components/gpu-cloud-screen';
import { gpuCatalogs } from '../i18n/gpu-catalogs';

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

export default withCatalogs(CloudPricingPage, gpuCatalogs);
