import { withCatalogs } from '@minesite/shared/remote-page';
import { ProductDetailScreen } from '../features/product-detail/components/product-detail-screen';
import { productCatalogs } from '../i18n/product-catalogs';

export default withCatalogs(ProductDetailScreen, productCatalogs);
