import { useIntl, FormattedMessage } from 'react-intl';
import { getRuntimeConfig } from '@minesite/shared/config';
import { isApiPath } from '@minesite/shared/routes/route';
import { FieldTip } from '@minesite/shared/ui';
import './trade-qr-code.css';

/** Where the operator's image is served: an upload of the service, or an https address. */
export function tradeQrUrl(ref: string, apiBaseUrl: string): string | null {
  if (isApiPath(ref)) return `${apiBaseUrl}${ref}`;
  return /^https:\/\//i.test(ref) ? ref : null;
}

/**
 * The trade QR the operator uploaded for this order (the admin form's image), beside the
 * payment address, with a note of what it is; nothing when there is none (or it was deleted).
 */
export function TradeQrCode({ qrcode }: { qrcode: string }) {
  const intl = useIntl();
  const url = qrcode ? tradeQrUrl(qrcode, getRuntimeConfig().apiBaseUrl) : null;
  if (!url) return null;
  return (
    <figure className="orders-trade-qr" data-testid="trade-qr">
      <img
        src={url}
        alt={intl.formatMessage({ id: 'orders.detail.tradeQr.alt' })}
        width={180}
        height={180}
        loading="lazy"
      />
      <figcaption>
        <FieldTip>
          <FormattedMessage id="orders.detail.tradeQr.note" />
        </FieldTip>
      </figcaption>
    </figure>
  );
}
