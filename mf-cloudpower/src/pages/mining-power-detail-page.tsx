import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { PackageDetailScreen } from '../features/package-detail/components/package-detail-screen';
import { detailCatalogs } from '../i18n/detail-catalogs';

export function MiningPowerDetailPage() {
  return (
    <PageLayout titleId="route.miningPowerDetail">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.miningPowerDetail.intro" />
      </p>
      <PackageDetailScreen />
    </PageLayout>
  );
}

export default withCatalogs(MiningPowerDetailPage, detailCatalogs);
