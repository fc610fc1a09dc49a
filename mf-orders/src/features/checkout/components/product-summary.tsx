import { FormattedNumber } from 'react-intl';
import type { ProductInfo } from '@minesite/shared/domain';
import { DetailRow } from '../../../components/detail-row';
import { PackageTermsRows } from './package-terms-rows';
import { numericValue } from '../product-info';

export function ProductSummary({ product }: { product: ProductInfo }) {
  const electricityFee = numericValue(String(product.electricityFee ?? ''));
  return (
    <section className="orders-card" aria-labelledby="purchase-product-title">
      <h2 id="purchase-product-title" className="orders-card-title">
        {product.title}
      </h2>
      <dl className="orders-rows">
        <PackageTermsRows product={product} />
        {product.outputType && (
          <DetailRow labelId="orders.product.outputType">{product.outputType}</DetailRow>
        )}
        {electricityFee !== null && (
          <DetailRow labelId="orders.product.electricityFee">
            <FormattedNumber value={electricityFee} style="currency" currency="USD" />
          </DetailRow>
        )}
      </dl>
    </section>
  );
}
