import { withCatalogs } from '@minesite/shared/remote-page';
import { OrderManagementScreen } from '../features/order-management/components/order-management-screen';
import { ordersCatalogs } from '../i18n/orders-catalogs';

export default withCatalogs(OrderManagementScreen, ordersCatalogs);
