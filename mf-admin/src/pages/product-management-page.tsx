import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ProductManagementPage() {
  return (
    <PageLayout titleId="route.productManagement">
      <p className="page-intro">
        <FormattedMessage id="admin.productManagement.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ProductManagementPage, catalogs);
