import { withCatalogs } from '@minesite/shared/remote-page';
import { ServicesScreen } from '../features/services-index/components/services-screen';
import { servicesCatalogs } from '../i18n/services-catalogs';

export default withCatalogs(ServicesScreen, servicesCatalogs);
