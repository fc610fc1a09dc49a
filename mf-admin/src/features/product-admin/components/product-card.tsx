import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { Product } from '@minesite/shared/domain';
import { Tag } from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { mediaSrcSet, mediaUrl } from '../../../lib/media-url';
import type { CatalogLocale } from '../product-form-rules';
import '../../../components/cards.css';
import '../../../components/rows.css';
import './product-card.css';

/** ISO 4217 codes Intl can format as currencies; USDT is written after the number. */
const ISO_CURRENCIES = new Set(['CNY', 'USD', 'EUR']);

export function productName(product: Product, locale: string): string {
  const language = locale.slice(0, 2) as CatalogLocale;
  return product.name[language] ?? product.name.zh;
}

/** One product: its first image, name, price, sold-out state and actions. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const name = productName(product, intl.locale);
  const image = product.images[0];
  return (
    <li className="admin-card admin-product" aria-label={name}>
      {image ? (
        <img
          className="admin-product-image"
          src={mediaUrl(image)}
          srcSet={mediaSrcSet(image)}
          sizes="64px"
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className="admin-product-image" aria-hidden="true" />
      )}
      <div className="admin-product-body">
        <div className="admin-card-head">
          <span className="admin-card-title">{name}</span>
          {product.soldOut && (
            <Tag color="default" fill="outline">
              <FormattedMessage id="admin.products.soldOut" />
            </Tag>
          )}
        </div>
        <p className="admin-card-meta">
          <span data-testid="product-price">
            {ISO_CURRENCIES.has(product.currency) ? (
              <FormattedNumber value={product.price} style="currency" currency={product.currency} />
            ) : (
              <>
                <FormattedNumber value={product.price} maximumFractionDigits={8} />{' '}
                {product.currency}
              </>
            )}
          </span>
          {product.category === 'cloud-package' && (
            <span>
              <FormattedMessage
                id="admin.products.percentSold"
                values={{ percent: product.specs.percentSold / 100 }}
              />
            </span>
          )}
          <span className="admin-mono">{product.id}</span>
        </p>
        <CardActions
          name={name}
          actions={[
            {
              messageId: 'admin.products.edit',
              labelId: 'admin.products.editLabel',
              onClick: onEdit,
            },
            {
              messageId: 'admin.products.delete',
              labelId: 'admin.products.deleteLabel',
              color: 'danger',
              onClick: onDelete,
            },
          ]}
        />
      </div>
    </li>
  );
}
