import { withCatalogs } from '@minesite/shared/remote-page';
import { NotificationsScreen } from '../features/notifications/components/notifications-screen';
import { notificationsCatalogs } from '../i18n/notifications-catalogs';

export default withCatalogs(NotificationsScreen, notificationsCatalogs);
