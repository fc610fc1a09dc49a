import { withCatalogs } from '@minesite/shared/remote-page';
import { TeamScreen } from '../features/team/components/team-screen';
import { teamCatalogs } from '../i18n/team-catalogs';

export default withCatalogs(TeamScreen, teamCatalogs);
