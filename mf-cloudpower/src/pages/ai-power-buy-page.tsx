import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function AiPowerBuyPage() {
  return (
    <PageLayout titleId="route.aiPowerBuy">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.aiPowerBuy.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(AiPowerBuyPage, catalogs);
