import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function SpeedUpPage() {
  return (
    <PageLayout titleId="route.speedUp">
      <p className="page-intro">
        <FormattedMessage id="content.speedUp.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(SpeedUpPage, catalogs);
