import { withCatalogs } from '@minesite/shared/remote-page';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { buyerCatalogs } from '../i18n/buyer-catalogs';

export default withCatalogs(SettingsScreen, buyerCatalogs);
