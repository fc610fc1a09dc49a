import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { AiPowerList } from '../features/ai-power/components/ai-power-list';
import { aiCatalogs } from '../i18n/ai-catalogs';
import '../components/cards.css';

function AiPowerBuyPage() {
  return (
    <PageLayout titleId="route.aiPowerBuy">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.aiPowerBuy.intro" />
      </p>
      <AiPowerList />
      <p className="cp-note">
        <FormattedMessage id="cloudpower.ai.buyNote" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(AiPowerBuyPage, aiCatalogs);
