import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function TeamPage() {
  return (
    <PageLayout titleId="route.team">
      <p className="page-intro">
        <FormattedMessage id="content.team.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(TeamPage, catalogs);
