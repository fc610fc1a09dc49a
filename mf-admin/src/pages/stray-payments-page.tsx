import { withCatalogs } from '@minesite/shared/remote-page';
import { StrayPaymentsScreen } from '../features/stray-payments/components/stray-payments-screen';
import { strayPaymentsCatalogs } from '../i18n/stray-payments-catalogs';

export default withCatalogs(StrayPaymentsScreen, strayPaymentsCatalogs);
