import { withCatalogs } from '@minesite/shared/remote-page';
import { ProductDetailScreen } from '../features/product-detail/components/product-detail-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(ProductDetailScreen, catalogs);
