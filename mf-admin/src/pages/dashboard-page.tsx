import { withCatalogs } from '@minesite/shared/remote-page';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { dashboardCatalogs } from '../i18n/dashboard-catalogs';

export default withCatalogs(DashboardScreen, dashboardCatalogs);
