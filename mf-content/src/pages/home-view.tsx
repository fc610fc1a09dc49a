import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function HomeView() {
  return (
    <PageLayout titleId="route.home">
      <p className="page-intro">
        <FormattedMessage id="content.home.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(HomeView, catalogs);
