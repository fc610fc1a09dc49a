import { withCatalogs } from '@minesite/shared/remote-page';
import { OrderManagementScreen } from '../features/order-management/components/order-management-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(OrderManagementScreen, catalogs);
