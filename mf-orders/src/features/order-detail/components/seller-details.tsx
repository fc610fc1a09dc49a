import { FormattedMessage, useIntl } from 'react-intl';
import { getRuntimeConfig } from '@minesite/shared/config';
import type { Order } from '@minesite/shared/domain';

/**
 * What the operator set on the order (the admin order form): the seller's receiving address
 * and the trade QR image. Shown once either is there.
 */
export function SellerDetails({ order }: { order: Order }) {
  const intl = useIntl();
  if (!order.sellerAddress && !order.qrcode) return null;
  // Uploaded images live on the API host (`/api/uploads/…`).
  const qrSrc = order.qrcode.startsWith('/')
    ? `${getRuntimeConfig().apiBaseUrl}${order.qrcode}`
    : order.qrcode;
  return (
    <section className="orders-card orders-wallet" aria-labelledby="seller-title">
      <h2 id="seller-title" className="orders-card-title">
        <FormattedMessage id="orders.detail.seller.title" />
      </h2>
      {order.qrcode && (
        <img
          className="orders-qr"
          src={qrSrc}
          alt={intl.formatMessage({ id: 'orders.detail.seller.qrcode' })}
          width={180}
          height={180}
        />
      )}
      {order.sellerAddress && (
        <p className="orders-wallet-address" data-testid="seller-address">
          {order.sellerAddress}
        </p>
      )}
    </section>
  );
}
