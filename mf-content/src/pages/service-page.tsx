import { withCatalogs } from '@minesite/shared/remote-page';
import { ServicesScreen } from '../features/services-index/components/services-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(ServicesScreen, catalogs);
