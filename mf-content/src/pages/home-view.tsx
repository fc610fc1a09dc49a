import { withCatalogs } from '@minesite/shared/remote-page';
import { HomeScreen } from '../features/home/components/home-screen';
import { homeCatalogs } from '../i18n/catalogs';

export default withCatalogs(HomeScreen, homeCatalogs);
