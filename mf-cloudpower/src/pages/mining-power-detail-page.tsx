import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function MiningPowerDetailPage() {
  return (
    <PageLayout titleId="route.miningPowerDetail">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.miningPowerDetail.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(MiningPowerDetailPage, catalogs);
