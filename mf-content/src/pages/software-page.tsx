import { withCatalogs } from '@minesite/shared/remote-page';
import { SoftwareScreen } from '../features/downloads/components/software-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(SoftwareScreen, catalogs);
