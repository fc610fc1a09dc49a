import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { Product } from '@minesite/shared/domain';
import {
  Tag,
  useNearViewport,
  Card,
  CardHead,
  CardTitle,
  CardMeta,
  MonoText,
} from '@minesite/shared/ui';
import { CardActions } from '../../../components/card-actions';
import { mediaSrcSet, mediaUrl } from '../../../lib/media-url';
import type { CatalogLocale } from '../product-form-rules';
import './product-card.css';

/** ISO 4217 codes Intl can format as currencies; USDT is written after the number. */
const ISO_CURRENCIES = new Set(['CNY', 'USD', 'EUR']);

export function productName(product: Product, locale: string): string {
  const language = locale.slice(0, 2) as CatalogLocale;
  return product.name[language] ?? product.name.zh;
}

/** The rows a phone shows on its first screen: their pictures load at once. */
const FIRST_SCREEN_ROWS = 4;

/** One product: its first image, name, price, sold-out state and actions. */
export function ProductCard({
  product,
  index,
  onEdit,
  onDelete,
}: {
  product: Product;
  /** Its place in the list. */
  index: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const name = productName(product, intl.locale);
  const image = product.images[0];
  const firstScreen = index < FIRST_SCREEN_ROWS;
  // Further down, a picture loads when its row nears the screen (the browser's own lazy
  // loading fetches a whole page of them at once: 20 requests on the first visit).
  const [ref, near] = useNearViewport<HTMLLIElement>();
  return (
    <Card ref={ref} as="li" compact className="admin-product" aria-label={name}>
      {image && (firstScreen || near) ? (
        <img
          className="admin-product-image"
          src={mediaUrl(image)}
          srcSet={mediaSrcSet(image)}
          sizes="64px"
          alt=""
          width={64}
          height={64}
          fetchPriority={firstScreen ? 'high' : 'auto'}
        />
      ) : (
        <span className="admin-product-image" aria-hidden="true" />
      )}
      <div className="admin-product-body">
        <CardHead>
          <CardTitle as="span" variant="compact">
            {name}
          </CardTitle>
          {product.soldOut && (
            <Tag color="default" fill="outline">
              <FormattedMessage id="admin.products.soldOut" />
            </Tag>
          )}
        </CardHead>
        <CardMeta>
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
          <MonoText data-testid="product-id">{product.id}</MonoText>
        </CardMeta>
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
    </Card>
  );
}
