import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ServicePage() {
  return (
    <PageLayout titleId="route.service">
      <p className="page-intro">
        <FormattedMessage id="content.service.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ServicePage, catalogs);
