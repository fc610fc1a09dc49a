import { withCatalogs } from '@minesite/shared/remote-page';
import { TeamScreen } from '../features/team/components/team-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(TeamScreen, catalogs);
