import { withCatalogs } from '@minesite/shared/remote-page';
import { PowerContactsScreen } from '../features/power-contacts/components/power-contacts-screen';
import { powerCatalogs } from '../i18n/power-catalogs';

export default withCatalogs(PowerContactsScreen, powerCatalogs);
