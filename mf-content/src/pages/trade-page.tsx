import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function TradePage() {
  return (
    <PageLayout titleId="route.trade">
      <p className="page-intro">
        <FormattedMessage id="content.trade.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(TradePage, catalogs);
