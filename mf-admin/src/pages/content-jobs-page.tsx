import { withCatalogs } from '@minesite/shared/remote-page';
import { ContentAdminScreen } from '../features/content-admin/components/content-admin-screen';
import { catalogs } from '../i18n/catalogs';

function JobsAdminPage() {
  return <ContentAdminScreen kind="jobs" />;
}

export default withCatalogs(JobsAdminPage, catalogs);
