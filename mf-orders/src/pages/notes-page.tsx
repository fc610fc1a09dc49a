import { withCatalogs } from '@minesite/shared/remote-page';
import { NotesScreen } from '../features/notes/components/notes-screen';
import { buyerCatalogs } from '../i18n/buyer-catalogs';

export default withCatalogs(NotesScreen, buyerCatalogs);
