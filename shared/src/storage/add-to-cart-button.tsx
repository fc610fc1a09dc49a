import { FormattedMessage, useIntl } from 'react-intl';
import type { CartLineRequest } from '../domain/types';
import type { LocalizedText } from '../contract/products';
import { Button, Toast } from '../ui';
import { addToCart, type SeenPrice } from './cart-store';
import { readCartLineCount } from './local-storage';

/**
 * "Add to cart" beside a product's buy button: puts what the buyer chose in the cart on this
 * device and says so, with how many lines the cart now holds.
 */
export function AddToCartButton({
  line,
  name,
  seen,
  disabled,
}: {
  /** Null while the choice is incomplete (the button waits). */
  line: CartLineRequest | null;
  name: LocalizedText;
  /** The price of one as the page shows it, to tell the buyer later if it changed. */
  seen: SeenPrice | null;
  disabled?: boolean;
}) {
  const intl = useIntl();
  function add() {
    if (!line) return;
    const added = addToCart(line, { name, seen });
    Toast.show({
      content: intl.formatMessage(
        { id: added ? 'cart.added' : 'cart.full' },
        { count: readCartLineCount() },
      ),
    });
  }
  return (
    <Button
      color="primary"
      fill="outline"
      disabled={disabled || !line}
      onClick={add}
      data-testid="add-to-cart"
    >
      <FormattedMessage id="cart.add" />
    </Button>
  );
}
