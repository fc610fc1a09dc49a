import { withCatalogs } from '@minesite/shared/remote-page';
import { ContentAdminScreen } from '../features/content-admin/components/content-admin-screen';
import { contentCatalogs } from '../i18n/content-catalogs';

function TeamAdminPage() {
  return <ContentAdminScreen kind="team" />;
}

export default withCatalogs(TeamAdminPage, contentCatalogs);
