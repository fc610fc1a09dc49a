import { useIntl } from 'react-intl';
import { Swiper } from '@minesite/shared/ui';
import { ProductImage } from '../../../components/product-image';
import '../../../components/cards-and-panels.css';

/**
 * Several pictures of a product, swiped one by one. Its own chunk: antd-mobile's Swiper brings
 * its animation library (about 16 KB), which a product with one picture never needs.
 */
export interface GalleryProps {
  images: readonly string[];
  category: string;
  name: string;
}

export default function PictureCarousel({ images, category, name }: GalleryProps) {
  const intl = useIntl();
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
