import { withCatalogs } from '@minesite/shared/remote-page';
import { OrderDetailScreen } from '../features/order-detail/components/order-detail-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(OrderDetailScreen, catalogs);
