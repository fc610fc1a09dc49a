import { withCatalogs } from '@minesite/shared/remote-page';
import { OrderDetailScreen } from '../features/order-detail/components/order-detail-screen';
import { detailCatalogs } from '../i18n/detail-catalogs';

export default withCatalogs(OrderDetailScreen, detailCatalogs);
