import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ContainerPage() {
  return (
    <PageLayout titleId="route.container">
      <p className="page-intro">
        <FormattedMessage id="shop.container.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ContainerPage, catalogs);
