import { withCatalogs } from '@minesite/shared/remote-page';
import { ContentAdminScreen } from '../features/content-admin/components/content-admin-screen';
import { catalogs } from '../i18n/catalogs';

function ContactDetailsAdminPage() {
  return <ContentAdminScreen kind="contact-details" />;
}

export default withCatalogs(ContactDetailsAdminPage, catalogs);
