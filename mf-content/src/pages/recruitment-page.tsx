import { withCatalogs } from '@minesite/shared/remote-page';
import { RecruitmentScreen } from '../features/recruitment/components/recruitment-screen';
import { jobsCatalogs } from '../i18n/jobs-catalogs';

export default withCatalogs(RecruitmentScreen, jobsCatalogs);
