import { withCatalogs } from '@minesite/shared/remote-page';
import { WebhooksScreen } from '../features/webhooks/components/webhooks-screen';
import { webhooksCatalogs } from '../i18n/webhooks-catalogs';

export default withCatalogs(WebhooksScreen, webhooksCatalogs);
