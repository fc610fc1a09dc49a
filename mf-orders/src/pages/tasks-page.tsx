import { withCatalogs } from '@minesite/shared/remote-page';
import { TasksScreen } from '../features/tasks/components/tasks-screen';
import { buyerCatalogs } from '../i18n/buyer-catalogs';

export default withCatalogs(TasksScreen, buyerCatalogs);
