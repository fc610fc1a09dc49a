import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function NaturalPowerPage() {
  return (
    <PageLayout titleId="route.naturalPower">
      <p className="page-intro">
        <FormattedMessage id="shop.naturalPower.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(NaturalPowerPage, catalogs);
