import { withCatalogs } from '@minesite/shared/remote-page';
import { ShopScreen } from '../features/shop/components/shop-screen';
import { catalogs } from '../i18n/catalogs';

export default withCatalogs(ShopScreen, catalogs);
