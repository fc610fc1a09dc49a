import { withCatalogs } from '@minesite/shared/remote-page';
import { ShopScreen } from '../features/shop/components/shop-screen';
import { shopCatalogs } from '../i18n/shop-catalogs';

export default withCatalogs(ShopScreen, shopCatalogs);
