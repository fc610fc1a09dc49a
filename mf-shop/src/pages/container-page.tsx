import { withCatalogs } from '@minesite/shared/remote-page';
import { ContainerScreen } from '../features/container/components/container-screen';
import { containerCatalogs } from '../i18n/container-catalogs';

export default withCatalogs(ContainerScreen, containerCatalogs);
