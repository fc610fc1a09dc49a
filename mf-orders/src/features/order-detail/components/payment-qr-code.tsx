import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import './payment-qr-code.css';

/** A QR code of `value`, drawn as SVG (no canvas needed). */
export function PaymentQrCode({ value }: { value: string }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    // The QR code library loads with the first code drawn, not with the page.
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
  }, [value]);
  if (svg?.value !== value) return <div className="orders-qr orders-qr-empty" />;
  return (
    <img
      className="orders-qr"
      src={svg.url}
      width={180}
      height={180}
      alt={intl.formatMessage({ id: 'orders.detail.wallet.qrAlt' })}
    />
  );
}
