import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNearViewport } from '@minesite/shared/ui';
import './payment-qr-code.css';

/**
 * A QR code of `value`, drawn as SVG (no canvas needed). The QR code library (7.6 KB) loads
 * when the code's place comes on screen: on a phone it is just below the fold (under the order
 * and its price), so the page's first visit does not download it. Its place is reserved, so
 * nothing moves when it is drawn.
 */
export function PaymentQrCode({
  value,
  altId = 'orders.detail.wallet.qrAlt',
}: {
  value: string;
  /** What the image says to a screen reader (the amount it asks for: all, or the rest). */
  altId?: string;
}) {
  const intl = useIntl();
  const [slot, near] = useNearViewport<HTMLDivElement>('0px');
  const [svg, setSvg] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    if (!near) return;
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (markup) =>
          live && setSvg({ value, url: `data:image/svg+xml;utf8,${encodeURIComponent(markup)}` }),
        (error: unknown) => console.error('payment QR code failed', error),
      );
    return () => {
      live = false;
    };
  }, [value, near]);
  if (svg?.value !== value) return <div ref={slot} className="orders-qr orders-qr-empty" />;
  return (
    <img
      className="orders-qr"
      src={svg.url}
      width={180}
      height={180}
      alt={intl.formatMessage({ id: altId })}
    />
  );
}
