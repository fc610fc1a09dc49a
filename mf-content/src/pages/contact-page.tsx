import { FormattedMessage } from 'react-intl';
import { withCatalogs } from '@minesite/shared/remote-page';
import { PageLayout } from '@minesite/shared/ui';
import { catalogs } from '../i18n/catalogs';

function ContactPage() {
  return (
    <PageLayout titleId="route.contact">
      <p className="page-intro">
        <FormattedMessage id="content.contact.intro" />
      </p>
    </PageLayout>
  );
}

export default withCatalogs(ContactPage, catalogs);
