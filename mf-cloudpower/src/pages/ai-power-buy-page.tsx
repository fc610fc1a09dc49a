import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout, CardNote } from '@minesite/shared/ui';
import { AiPowerList } from '../features/ai-power/components/ai-power-list';
import { aiCatalogs } from '../i18n/ai-catalogs';

function AiPowerBuyPage() {
  return (
    <PageLayout titleId="route.aiPowerBuy">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.aiPowerBuy.intro" />
      </p>
      <AiPowerList />
      <CardNote>
        <FormattedMessage id="cloudpower.ai.buyNote" />
      </CardNote>
    </PageLayout>
  );
}

export default withCatalogs(AiPowerBuyPage, aiCatalogs);
