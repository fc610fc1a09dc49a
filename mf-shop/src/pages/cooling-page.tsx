import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function CoolingPage() {
  return (
    <PageLayout titleId="route.cooling">
      <p className="page-intro">
        <FormattedMessage id="shop.cooling.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(CoolingPage, catalogs);
