import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ProductImage } from '../../../components/product-image';
import type { GalleryProps } from './picture-carousel';
import '../../../components/cards-and-panels.css';

const PictureCarousel = lazy(() => import('./picture-carousel'));

/**
 * The product's pictures: one, or a swipeable row when there are several. The row's code comes
 * when a product has several; meanwhile the first picture holds its place.
 */
export function ProductGallery({ images, category, name }: GalleryProps) {
  const intl = useIntl();
  if (images.length <= 1) {
    return (
      <ProductImage src={images[0]} category={category} alt={name} eager className="shop-hero" />
    );
  }
  const first = (
    <div className="shop-gallery">
      <ProductImage
        src={images[0]}
        category={category}
        eager
        alt={intl.formatMessage(
          { id: 'shop.product.imageAlt' },
          { name, position: 1, count: images.length },
        )}
      />
    </div>
  );
  return (
    <Suspense fallback={first}>
      <PictureCarousel images={images} category={category} name={name} />
    </Suspense>
  );
}
