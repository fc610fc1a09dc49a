import { withCatalogs } from '@minesite/shared/remote-page';
import { ContentAdminScreen } from '../features/content-admin/components/content-admin-screen';
import { contentCatalogs } from '../i18n/content-catalogs';

function RulesAdminPage() {
  return <ContentAdminScreen kind="rules" />;
}

export default withCatalogs(RulesAdminPage, contentCatalogs);
