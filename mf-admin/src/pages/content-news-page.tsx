import { withCatalogs } from '@minesite/shared/remote-page';
import { ContentAdminScreen } from '../features/content-admin/components/content-admin-screen';
import { contentCatalogs } from '../i18n/content-catalogs';

function NewsAdminPage() {
  return <ContentAdminScreen kind="news" />;
}

export default withCatalogs(NewsAdminPage, contentCatalogs);
