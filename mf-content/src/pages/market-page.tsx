import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function MarketPage() {
  return (
    <PageLayout titleId="route.currency">
      <p className="page-intro">
        <FormattedMessage id="content.currency.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(MarketPage, catalogs);
