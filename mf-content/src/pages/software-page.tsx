import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function SoftwarePage() {
  return (
    <PageLayout titleId="route.software">
      <p className="page-intro">
        <FormattedMessage id="content.software.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(SoftwarePage, catalogs);
