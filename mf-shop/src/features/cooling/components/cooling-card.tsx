import { FormattedMessage } from 'react-intl';
import type { ProductOf } from '@minesite/shared/contract';
import { Button } from '@minesite/shared/ui';
import { useLocalized } from '@minesite/shared/localized';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { CARD_IMAGE_SIZES } from '../../../lib/image-sizes';
import '../../../components/cards-and-panels.css';
import './cooling-card.css';

export function CoolingCard({
  product,
  eager,
  onQuote,
}: {
  product: ProductOf<'water-cooling'>;
  eager: boolean;
  onQuote: (productName: string) => void;
}) {
  const localized = useLocalized();
  const name = localized(product.name);
  const titleId = `cooling-${product.id}`;
  return (
    <li className="shop-card">
      <article aria-labelledby={titleId}>
        <div className="shop-card-media">
          <ProductImage
            src={product.images[0]}
            category="water-cooling"
            alt=""
            eager={eager}
            sizes={CARD_IMAGE_SIZES}
          />
        </div>
        <div className="shop-card-body">
          <h2 id={titleId} className="shop-card-title">
            {name}
          </h2>
          <p className="shop-card-note">{localized(product.description)}</p>
          <dl className="shop-card-specs">
            {product.specs.rows.map((row) => (
              <div key={row.label.en}>
                <dt>{localized(row.label)}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <div className="shop-card-foot">
            <strong className="shop-price">
              <Price value={product.price} currency={product.currency} />
            </strong>
            <Button size="small" color="primary" onClick={() => onQuote(name)}>
              <FormattedMessage id="shop.cooling.quote" />
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
