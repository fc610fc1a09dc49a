import { withCatalogs } from '@minesite/shared/remote-page';
import { ContentAdminScreen } from '../features/content-admin/components/content-admin-screen';
import { contentCatalogs } from '../i18n/content-catalogs';

function DataCentresAdminPage() {
  return <ContentAdminScreen kind="data-centres" />;
}

export default withCatalogs(DataCentresAdminPage, contentCatalogs);
