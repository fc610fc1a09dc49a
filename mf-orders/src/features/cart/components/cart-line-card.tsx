import { FormattedMessage } from 'react-intl';
import {
  acceptCartPrice,
  choiceOfLine,
  quantityBounds,
  removeFromCart,
  setCartQuantity,
  unitPriceOf,
} from '@minesite/shared/cart';
import { DisplayPrice } from '@minesite/shared/display-price';
import { Button, Card, CardTitle, Rows } from '@minesite/shared/ui';
import { BtcAmount } from '../../../components/btc-amount';
import { ChoiceRows } from '../../../components/choice-rows';
import { DetailRow } from '../../../components/detail-row';
import { Money } from '../../../components/money';
import { useLocalizedName } from '../../../lib/use-product-name';
import { NumberStepper } from '../../checkout/components/number-stepper';
import type { PricedLine } from '../use-cart-quote';

const STATUS_MESSAGE_IDS = {
  gone: 'orders.cart.status.gone',
  soldOut: 'orders.cart.status.soldOut',
  unavailable: 'orders.cart.status.unavailable',
  priceChanged: 'orders.cart.status.priceChanged',
} as const;

/** One line of the cart: what it is, how many (to change), its price, and a mark when stale. */
export function CartLineCard({ line, index }: { line: PricedLine; index: number }) {
  const nameOf = useLocalizedName();
  const { entry, item, status } = line;
  const name = item ? nameOf(item.product.name) : entry.name ? nameOf(entry.name) : '';
  return (
    <Card aria-labelledby={`cart-line-${index}`} data-testid="cart-line">
      <CardTitle id={`cart-line-${index}`} as="h2">
        {name || <FormattedMessage id="orders.cart.unknownProduct" />}
      </CardTitle>
      {entry.line.kind !== 'machine' && (
        <Rows variant="summary">
          <ChoiceRows choice={choiceOfLine(entry.line)} />
        </Rows>
      )}
      <NumberStepper
        id={`cart-quantity-${index}`}
        labelId="orders.checkout.quantity"
        rangeMessageId="orders.cart.quantityRange"
        bounds={quantityBounds(entry.line)}
        value={entry.line.quantity}
        onChange={(value) => value !== null && setCartQuantity(entry.key, value)}
      />
      {item && (
        <Rows variant="summary">
          <DetailRow labelId="orders.cart.lineTotal">
            <strong data-testid="cart-line-total">
              <DisplayPrice
                value={item.total}
                currency={item.currency}
                maximumFractionDigits={2}
                own={<Money value={item.total} currency={item.currency} />}
              />
            </strong>
          </DetailRow>
          {item.amountBtc > 0 && (
            <DetailRow labelId="orders.quote.btcAmount">
              <BtcAmount value={item.amountBtc} />
            </DetailRow>
          )}
        </Rows>
      )}
      {status !== 'ok' && (
        <p className="cart-line-mark" role="status" data-testid="cart-line-mark">
          <FormattedMessage id={STATUS_MESSAGE_IDS[status]} />
        </p>
      )}
      <div className="cart-line-actions">
        {status === 'priceChanged' && item && (
          <Button
            size="small"
            color="primary"
            onClick={() => acceptCartPrice(entry.key, unitPriceOf(item))}
          >
            <FormattedMessage id="orders.cart.acceptPrice" />
          </Button>
        )}
        <Button size="small" fill="outline" onClick={() => removeFromCart(entry.key)}>
          <FormattedMessage id="orders.cart.remove" />
        </Button>
      </div>
    </Card>
  );
}
