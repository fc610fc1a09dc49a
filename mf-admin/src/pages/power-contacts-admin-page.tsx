import { withCatalogs } from '@minesite/shared/remote-page';
import { PowerContactsScreen } from '../features/power-contacts/components/power-contacts-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(PowerContactsScreen, catalogs);
