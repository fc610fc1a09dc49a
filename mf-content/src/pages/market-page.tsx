import { withCatalogs } from '@minesite/shared/remote-page';
import { MarketScreen } from '../features/market/components/market-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(MarketScreen, catalogs);
