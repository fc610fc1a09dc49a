import { withCatalogs } from '@minesite/shared/remote-page';
import { NewsScreen } from '../features/news/components/news-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(NewsScreen, catalogs);
