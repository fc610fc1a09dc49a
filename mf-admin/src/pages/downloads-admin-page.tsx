import { withCatalogs } from '@minesite/shared/remote-page';
import { DownloadsAdminScreen } from '../features/downloads-admin/components/downloads-admin-screen';
import { downloadsCatalogs } from '../i18n/downloads-catalogs';

function DownloadsAdminPage() {
  return <DownloadsAdminScreen />;
}

export default withCatalogs(DownloadsAdminPage, downloadsCatalogs);
