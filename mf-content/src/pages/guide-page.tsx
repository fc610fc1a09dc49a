import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function GuidePage() {
  return (
    <PageLayout titleId="route.guide">
      <p className="page-intro">
        <FormattedMessage id="content.guide.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(GuidePage, catalogs);
