import { withCatalogs } from '@minesite/shared/remote-page';
import { CartScreen } from '../features/cart/components/cart-screen';
import { cartCatalogs } from '../i18n/cart-catalogs';

export default withCatalogs(CartScreen, cartCatalogs);
