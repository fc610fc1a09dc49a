import { withCatalogs } from '@minesite/shared/remote-page';
import { WarehouseScreen } from '../features/warehouse/components/warehouse-screen';
import { warehouseCatalogs } from '../i18n/warehouse-catalogs';

export default withCatalogs(WarehouseScreen, warehouseCatalogs);
