import { withCatalogs } from '@minesite/shared/remote-page';
import { SpeedUpScreen } from '../features/speed-up/components/speed-up-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(SpeedUpScreen, catalogs);
