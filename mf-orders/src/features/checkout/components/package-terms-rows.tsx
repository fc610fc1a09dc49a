import type { ProductInfo } from '@minesite/shared/domain';
import { DetailRow } from '../../../components/detail-row';
import { UnitText } from './unit-text';

/** Hashrate, service period and first-payment electricity days: shown before and after ordering. */
export function PackageTermsRows({ product }: { product: ProductInfo }) {
  return (
    <>
      <DetailRow labelId="orders.product.hashrate">
        <UnitText text={product.hashrate} unitId="orders.unit.terahash" />
      </DetailRow>
      <DetailRow labelId="orders.product.period">
        <UnitText text={product.period} unitId="orders.unit.days" />
      </DetailRow>
      <DetailRow labelId="orders.product.powerDays">
        <UnitText text={product.powerDays} unitId="orders.unit.days" />
      </DetailRow>
    </>
  );
}
