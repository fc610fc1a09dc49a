import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function WarehousePage() {
  return (
    <PageLayout titleId="route.warehouse">
      <p className="page-intro">
        <FormattedMessage id="content.warehouse.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(WarehousePage, catalogs);
