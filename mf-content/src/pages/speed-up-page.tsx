import { withCatalogs } from '@minesite/shared/remote-page';
import { SpeedUpScreen } from '../features/speed-up/components/speed-up-screen';
import { speedUpCatalogs } from '../i18n/speedup-catalogs';

export default withCatalogs(SpeedUpScreen, speedUpCatalogs);
