import { withCatalogs } from '@minesite/shared/remote-page';
import { ProductManagementScreen } from '../features/product-admin/components/product-management-screen';
import { productsCatalogs } from '../i18n/products-catalogs';

export default withCatalogs(ProductManagementScreen, productsCatalogs);
