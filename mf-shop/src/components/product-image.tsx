import { getRuntimeConfig } from '@minesite/shared/config';
import { FALLBACK_IMAGES, productImageUrl } from '../lib/product-image-url';

/**
 * A product picture at a phone's width: its box is reserved by width and height (4:3), so
 * nothing shifts when it arrives; pictures below the fold load only when scrolled near.
 */
export function ProductImage({
  src,
  category,
  alt,
  eager = false,
  className,
}: {
  src: string | undefined;
  category: string;
  alt: string;
  /** Above the fold (the first cards, the detail's main picture): load at once. */
  eager?: boolean;
  className?: string;
}) {
  const ref = src ?? FALLBACK_IMAGES[category] ?? FALLBACK_IMAGES.miner!;
  return (
    <img
      className={className ? `shop-image ${className}` : 'shop-image'}
      src={productImageUrl(ref, getRuntimeConfig().apiBaseUrl)}
      alt={alt}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
