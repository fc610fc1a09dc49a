import { withCatalogs } from '@minesite/shared/remote-page';
import { TradeScreen } from '../features/trade/components/trade-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(TradeScreen, catalogs);
