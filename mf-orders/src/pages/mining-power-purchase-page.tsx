import { withCatalogs } from '@minesite/shared/remote-page';
import { PurchaseScreen } from '../features/checkout/components/purchase-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(PurchaseScreen, catalogs);
