import { withCatalogs } from '@minesite/shared/remote-page';
import { HomeScreen } from '../features/home/components/home-screen';
import { homeCatalogs } from '../i18n/home-catalogs';

export default withCatalogs(HomeScreen, homeCatalogs);
