import { withCatalogs } from '@minesite/shared/remote-page';
import { NaturalPowerScreen } from '../features/natural-power/components/natural-power-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(NaturalPowerScreen, catalogs);
