import { withCatalogs } from '@minesite/shared/remote-page';
import { CoolingScreen } from '../features/cooling/components/cooling-screen';
import { coolingCatalogs } from '../i18n/cooling-catalogs';

export default withCatalogs(CoolingScreen, coolingCatalogs);
