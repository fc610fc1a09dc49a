import { withCatalogs } from '@minesite/shared/remote-page';
import { CoolingScreen } from '../features/cooling/components/cooling-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(CoolingScreen, catalogs);
