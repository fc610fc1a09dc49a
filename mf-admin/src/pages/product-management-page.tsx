import { withCatalogs } from '@minesite/shared/remote-page';
import { ProductManagementScreen } from '../features/product-admin/components/product-management-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(ProductManagementScreen, catalogs);
