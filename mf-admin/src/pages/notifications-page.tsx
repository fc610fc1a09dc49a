import { withCatalogs } from '@minesite/shared/remote-page';
import { NotificationsScreen } from '../features/notifications/components/notifications-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(NotificationsScreen, catalogs);
