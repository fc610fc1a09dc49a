import { withCatalogs } from '@minesite/shared/remote-page';
import { PurchaseScreen } from '../features/checkout/components/purchase-screen';
import { checkoutCatalogs } from '../i18n/checkout-catalogs';

export default withCatalogs(PurchaseScreen, checkoutCatalogs);
