import { withCatalogs } from '@minesite/shared/remote-page';
import { ContentAdminScreen } from '../features/content-admin/components/content-admin-screen';
import { catalogs } from '../i18n/catalogs';

function TeamAdminPage() {
  return <ContentAdminScreen kind="team" />;
}

export default withCatalogs(TeamAdminPage, catalogs);
