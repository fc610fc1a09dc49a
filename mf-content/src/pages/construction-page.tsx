import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ConstructionPage() {
  return (
    <PageLayout titleId="route.construction">
      <p className="page-intro">
        <FormattedMessage id="content.construction.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ConstructionPage, catalogs);
