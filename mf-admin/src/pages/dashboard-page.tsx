import { withCatalogs } from '@minesite/shared/remote-page';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(DashboardScreen, catalogs);
