import { withCatalogs } from '@minesite/shared/remote-page';
import { ContactAdminScreen } from '../features/contact-admin/components/contact-admin-screen';
import { contactsCatalogs } from '../i18n/contacts-catalogs';

export default withCatalogs(ContactAdminScreen, contactsCatalogs);
