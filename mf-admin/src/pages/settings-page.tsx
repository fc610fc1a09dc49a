import { withCatalogs } from '@minesite/shared/remote-page';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(SettingsScreen, catalogs);
