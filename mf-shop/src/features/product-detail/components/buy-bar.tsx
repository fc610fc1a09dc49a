import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ProductOf } from '@minesite/shared/contract';
import { AddToCartButton } from '@minesite/shared/cart';
import { checkoutPath } from '@minesite/shared/domain';
import { Button, Toast } from '@minesite/shared/ui';
import { Price } from '../../../components/price';
import '../../../components/cards-and-panels.css';
import './buy-bar.css';

/**
 * The price, add-to-cart and buy buttons, always at hand. While the product is loading the button waits;
 * when it failed to load, buying is blocked with the spec's message.
 */
export function BuyBar({
  miner,
  state,
}: {
  miner: ProductOf<'miner'> | null;
  state: 'loading' | 'failed' | 'ready';
}) {
  const intl = useIntl();
  const navigate = useNavigate();

  function buy() {
    if (state !== 'ready' || !miner) {
      Toast.show({ content: intl.formatMessage({ id: 'shop.product.buyBlocked' }) });
      return;
    }
    void navigate(checkoutPath({ kind: 'machine', productId: miner.id }));
  }

  return (
    <div className="shop-buy-bar">
      <strong className="shop-price">
        {miner && <Price value={miner.price} currency={miner.currency} />}
      </strong>
      <div className="shop-buy-actions">
        {miner && !miner.soldOut && state === 'ready' && (
          <AddToCartButton
            line={{ kind: 'machine', productId: miner.id, quantity: 1 }}
            name={miner.name}
            seen={{ currency: miner.currency, amount: miner.price }}
          />
        )}
        <Button
          color="primary"
          loading={state === 'loading'}
          disabled={miner?.soldOut}
          onClick={buy}
        >
          <FormattedMessage id={miner?.soldOut ? 'shop.card.soldOut' : 'shop.product.buy'} />
        </Button>
      </div>
    </div>
  );
}
