import { FormattedMessage } from 'react-intl';
import type { ProductOf } from '@minesite/shared/contract';
import { useLocalized } from '@minesite/shared/localized';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import '../../../components/cards-and-panels.css';
import '../../../components/spec-rows.css';

/** A gas generator set (or the module it powers) with its specifications in their groups. */
export function GeneratorCard({
  product,
  eager,
}: {
  product: ProductOf<'gas-generator'>;
  eager: boolean;
}) {
  const localized = useLocalized();
  const titleId = `generator-${product.id}`;
  return (
    <li className="shop-panel">
      <article aria-labelledby={titleId}>
        <ProductImage
          src={product.images[0]}
          category="gas-generator"
          alt=""
          eager={eager}
          className="shop-hero"
        />
        <h2 id={titleId} className="shop-product-name">
          {localized(product.name)}
        </h2>
        <p className="shop-text">{localized(product.description)}</p>
        <p className="shop-text">
          <strong className="shop-price">
            <Price value={product.price} currency={product.currency} />
          </strong>
        </p>
        {product.specs.groups.map(({ group, rows }) => (
          <section key={group} aria-labelledby={`${titleId}-${group}`}>
            <h3 id={`${titleId}-${group}`} className="shop-group-title">
              <FormattedMessage id={`shop.gas.group.${group}`} />
            </h3>
            <dl className="shop-rows">
              {rows.map((row) => (
                <div key={row.label.en} className="shop-row">
                  <dt>{localized(row.label)}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </article>
    </li>
  );
}
