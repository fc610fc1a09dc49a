import { withCatalogs } from '@minesite/shared/remote-page';
import { WarehouseScreen } from '../features/warehouse/components/warehouse-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(WarehouseScreen, catalogs);
