import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { HostingScreen } from '../features/hosting/components/hosting-screen';
import { hostingCatalogs } from '../i18n/hosting-catalogs';

function HostingPage() {
  return (
    <PageLayout titleId="route.hosting">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.hosting.intro" />
      </p>
      <HostingScreen />
    </PageLayout>
  );
}

export default withCatalogs(HostingPage, hostingCatalogs);
