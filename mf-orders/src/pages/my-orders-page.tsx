import { withCatalogs } from '@minesite/shared/remote-page';
import { MyOrdersScreen } from '../features/my-orders/components/my-orders-screen';
import { listCatalogs } from '../i18n/list-catalogs';

export default withCatalogs(MyOrdersScreen, listCatalogs);
