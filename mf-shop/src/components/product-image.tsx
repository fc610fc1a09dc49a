import { getRuntimeConfig } from '@minesite/shared/config';
import { uploadSrcSet } from '@minesite/shared/domain';
import { FULL_WIDTH_IMAGE_SIZES } from '../lib/image-sizes';
import { FALLBACK_IMAGES, productImageUrl } from '../lib/product-image-url';
import './product-image.css';

/**
 * A product picture: its box is reserved by width and height (4:3), so nothing shifts when it
 * arrives; a stored upload comes in the width its box needs (`sizes`, the service's scaled
 * copies); pictures below the fold load only when scrolled near.
 */
export function ProductImage({
  src,
  category,
  alt,
  eager = false,
  sizes = FULL_WIDTH_IMAGE_SIZES,
  className,
}: {
  src: string | undefined;
  category: string;
  alt: string;
  /** Above the fold (the first cards, the detail's main picture): load at once. */
  eager?: boolean;
  /** How wide the picture is laid out (lib/image-sizes.ts). */
  sizes?: string;
  className?: string;
}) {
  const ref = src ?? FALLBACK_IMAGES[category] ?? FALLBACK_IMAGES.miner!;
  const { apiBaseUrl } = getRuntimeConfig();
  const srcSet = uploadSrcSet(ref, apiBaseUrl);
  return (
    <img
      className={className ? `shop-image ${className}` : 'shop-image'}
      src={productImageUrl(ref, apiBaseUrl)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
