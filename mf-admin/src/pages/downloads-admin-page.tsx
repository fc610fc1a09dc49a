import { withCatalogs } from '@minesite/shared/remote-page';
import { DownloadsAdminScreen } from '../features/downloads-admin/components/downloads-admin-screen';
import { catalogs } from '../i18n/catalogs';

function DownloadsAdminPage() {
  return <DownloadsAdminScreen />;
}

export default withCatalogs(DownloadsAdminPage, catalogs);
