import { withCatalogs } from '@minesite/shared/remote-page';
import { RecruitmentScreen } from '../features/recruitment/components/recruitment-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(RecruitmentScreen, catalogs);
