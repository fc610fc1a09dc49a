import { withCatalogs } from '@minesite/shared/remote-page';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { settingsCatalogs } from '../i18n/settings-catalogs';

export default withCatalogs(SettingsScreen, settingsCatalogs);
