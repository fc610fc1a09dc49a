import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ManualPage() {
  return (
    <PageLayout titleId="route.manual">
      <p className="page-intro">
        <FormattedMessage id="content.manual.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ManualPage, catalogs);
