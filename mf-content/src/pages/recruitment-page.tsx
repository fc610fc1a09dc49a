import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function RecruitmentPage() {
  return (
    <PageLayout titleId="route.recruitment">
      <p className="page-intro">
        <FormattedMessage id="content.recruitment.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(RecruitmentPage, catalogs);
