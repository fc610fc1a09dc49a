import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function CalculatorPage() {
  return (
    <PageLayout titleId="route.calculator">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.calculator.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(CalculatorPage, catalogs);
