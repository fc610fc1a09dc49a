import { withCatalogs } from '@minesite/shared/remote-page';
import { NewsScreen } from '../features/news/components/news-screen';
import { newsCatalogs } from '../i18n/news-catalogs';

export default withCatalogs(NewsScreen, newsCatalogs);
