import { withCatalogs } from '@minesite/shared/remote-page';
import { ContactScreen } from '../features/contact/components/contact-screen';
import { contactCatalogs } from '../i18n/contact-catalogs';

export default withCatalogs(ContactScreen, contactCatalogs);
