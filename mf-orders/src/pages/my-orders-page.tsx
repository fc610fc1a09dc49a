import { withCatalogs } from '@minesite/shared/remote-page';
import { MyOrdersScreen } from '../features/my-orders/components/my-orders-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(MyOrdersScreen, catalogs);
