import { withCatalogs } from '@minesite/shared/remote-page';
import { MarketScreen } from '../features/market/components/market-screen';
import { marketCatalogs } from '../i18n/market-catalogs';

export default withCatalogs(MarketScreen, marketCatalogs);
