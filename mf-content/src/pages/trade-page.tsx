import { withCatalogs } from '@minesite/shared/remote-page';
import { TradeScreen } from '../features/trade/components/trade-screen';
import { tradeCatalogs } from '../i18n/trade-catalogs';

export default withCatalogs(TradeScreen, tradeCatalogs);
