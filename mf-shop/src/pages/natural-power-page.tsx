import { withCatalogs } from '@minesite/shared/remote-page';
import { NaturalPowerScreen } from '../features/natural-power/components/natural-power-screen';
import { gasCatalogs } from '../i18n/gas-catalogs';

export default withCatalogs(NaturalPowerScreen, gasCatalogs);
