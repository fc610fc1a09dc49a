import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { CostCalculator } from '../features/calculators/components/cost-calculator';
import { MiningCalculator } from '../features/calculators/components/mining-calculator';
import { calculatorCatalogs } from '../i18n/calculator-catalogs';

export function CalculatorPage() {
  return (
    <PageLayout titleId="route.calculator">
      <p className="page-intro">
        <FormattedMessage id="cloudpower.calculator.intro" />
      </p>
      <MiningCalculator />
      <CostCalculator />
    </PageLayout>
  );
}

export default withCatalogs(CalculatorPage, calculatorCatalogs);
