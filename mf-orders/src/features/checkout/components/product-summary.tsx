import { FormattedNumber } from 'react-intl';
import type { ProductInfo } from '@minesite/shared/domain';
import { DetailRow } from '../../../components/detail-row';
import { numericValue } from '../product-info';
import { UnitText } from './unit-text';

export function ProductSummary({ product }: { product: ProductInfo }) {
  const electricityFee = numericValue(String(product.electricityFee ?? ''));
  return (
    <section className="orders-card" aria-labelledby="purchase-product-title">
      <h2 id="purchase-product-title" className="orders-card-title">
        {product.title}
      </h2>
      <dl className="orders-rows">
        <DetailRow labelId="orders.product.hashrate">
          <UnitText text={product.hashrate} unitId="orders.unit.terahash" />
        </DetailRow>
        <DetailRow labelId="orders.product.period">
          <UnitText text={product.period} unitId="orders.unit.days" />
        </DetailRow>
        <DetailRow labelId="orders.product.powerDays">
          <UnitText text={product.powerDays} unitId="orders.unit.days" />
        </DetailRow>
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
