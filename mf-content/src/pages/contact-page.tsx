import { withCatalogs } from '@minesite/shared/remote-page';
import { ContactScreen } from '../features/contact/components/contact-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(ContactScreen, catalogs);
