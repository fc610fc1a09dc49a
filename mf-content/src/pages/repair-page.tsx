import { withCatalogs } from '@minesite/shared/remote-page';
import { RepairScreen } from '../features/repair/components/repair-screen';
import { repairCatalogs } from '../i18n/repair-catalogs';

export default withCatalogs(RepairScreen, repairCatalogs);
