import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function RepairPage() {
  return (
    <PageLayout titleId="route.repair">
      <p className="page-intro">
        <FormattedMessage id="content.repair.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(RepairPage, catalogs);
