import { withCatalogs } from '@minesite/shared/remote-page';
import { ContactAdminScreen } from '../features/contact-admin/components/contact-admin-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(ContactAdminScreen, catalogs);
