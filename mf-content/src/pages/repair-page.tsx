import { withCatalogs } from '@minesite/shared/remote-page';
import { RepairScreen } from '../features/repair/components/repair-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(RepairScreen, catalogs);
