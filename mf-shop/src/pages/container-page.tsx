import { withCatalogs } from '@minesite/shared/remote-page';
import { ContainerScreen } from '../features/container/components/container-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(ContainerScreen, catalogs);
