import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { AiMinerLanding } from '../features/ai-power/components/ai-miner-landing';
import { aiCatalogs } from '../i18n/ai-catalogs';

function AiMinerPage() {
  return (
    <PageLayout titleId="route.aiMiner">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.aiMiner.intro" />
      </p>
      <AiMinerLanding />
    </PageLayout>
  );
}

export default withCatalogs(AiMinerPage, aiCatalogs);
