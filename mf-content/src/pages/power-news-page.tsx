import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function PowerNewsPage() {
  return (
    <PageLayout titleId="route.power">
      <p className="page-intro">
        <FormattedMessage id="content.power.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(PowerNewsPage, catalogs);
