import { useIntl } from 'react-intl';
import { Swiper } from '@minesite/shared/ui';
import { ProductImage } from '../../../components/product-image';
import '../../../components/cards-and-panels.css';

/** The product's pictures: one, or a swipeable row when there are several. */
export function ProductGallery({
  images,
  category,
  name,
}: {
  images: readonly string[];
  category: string;
  name: string;
}) {
  const intl = useIntl();
  if (images.length <= 1) {
    return (
      <ProductImage src={images[0]} category={category} alt={name} eager className="shop-hero" />
    );
  }
  return (
    <Swiper className="shop-gallery" indicatorProps={{ color: 'white' }}>
      {images.map((src, index) => (
        <Swiper.Item key={src}>
          <ProductImage
            src={src}
            category={category}
            eager={index === 0}
            alt={intl.formatMessage(
              { id: 'shop.product.imageAlt' },
              { name, position: index + 1, count: images.length },
            )}
          />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
