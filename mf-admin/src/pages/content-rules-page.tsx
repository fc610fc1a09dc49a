import { withCatalogs } from '@minesite/shared/remote-page';
import { ContentAdminScreen } from '../features/content-admin/components/content-admin-screen';
import { catalogs } from '../i18n/catalogs';

function RulesAdminPage() {
  return <ContentAdminScreen kind="rules" />;
}

export default withCatalogs(RulesAdminPage, catalogs);
