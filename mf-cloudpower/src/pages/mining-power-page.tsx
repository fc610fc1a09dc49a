import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { PackageList } from '../features/package-list/components/package-list';
import { packagesCatalogs } from '../i18n/packages-catalogs';

function MiningPowerPage() {
  return (
    <PageLayout titleId="route.miningPower">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.miningPower.intro" />
      </p>
      <PackageList />
    </PageLayout>
  );
}

export default withCatalogs(MiningPowerPage, packagesCatalogs);
