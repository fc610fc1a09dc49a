import { withCatalogs } from '@minesite/shared/remote-page';
import { SoftwareScreen } from '../features/downloads/components/software-screen';
import { softwareCatalogs } from '../i18n/software-catalogs';

export default withCatalogs(SoftwareScreen, softwareCatalogs);
