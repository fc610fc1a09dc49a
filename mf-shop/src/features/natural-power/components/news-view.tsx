import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProductImage } from '../../../components/product-image';
import '../../../components/cards-and-panels.css';
import '../../../components/product-image.css';
import './news-view.css';

type Layout = 'carousel' | 'grid';

/** The power news: a category, a title and a line each. */
const NEWS = [
  { id: 'commissioned', category: 'production', picture: 'gas-generator' },
  { id: 'certified', category: 'announcements', picture: 'gas-generator' },
  { id: 'flareGas', category: 'climate', picture: 'container' },
  { id: 'maintenance', category: 'technology', picture: 'gas-generator' },
] as const;

const NEWS_TEXT = {
  commissioned: {
    title: 'shop.gas.news.commissioned.title',
    body: 'shop.gas.news.commissioned.body',
  },
  certified: { title: 'shop.gas.news.certified.title', body: 'shop.gas.news.certified.body' },
  flareGas: { title: 'shop.gas.news.flareGas.title', body: 'shop.gas.news.flareGas.body' },
  maintenance: { title: 'shop.gas.news.maintenance.title', body: 'shop.gas.news.maintenance.body' },
} as const;

function NewsItem({ item }: { item: (typeof NEWS)[number] }) {
  const text = NEWS_TEXT[item.id];
  return (
    <article className="shop-news-item" aria-labelledby={`news-${item.id}`}>
      <ProductImage src={undefined} category={item.picture} alt="" />
      <span className="shop-news-category">
        <FormattedMessage id={`shop.gas.news.category.${item.category}`} />
      </span>
      <h3 id={`news-${item.id}`}>
        <FormattedMessage id={text.title} />
      </h3>
      <p>
        <FormattedMessage id={text.body} />
      </p>
    </article>
  );
}

/** The news, shown as a row swiped sideways or as a grid, as the visitor prefers. */
export function NewsView() {
  const intl = useIntl();
  const [layout, setLayout] = useState<Layout>('carousel');
  return (
    <section className="shop-panel" aria-labelledby="gas-news-title">
      <div className="shop-panel-head">
        <h2 id="gas-news-title" className="shop-section-title">
          <FormattedMessage id="shop.gas.news.title" />
        </h2>
        <div
          className="shop-toggle"
          role="group"
          aria-label={intl.formatMessage({ id: 'shop.gas.news.layout' })}
        >
          {(['carousel', 'grid'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={layout === option}
              onClick={() => setLayout(option)}
            >
              <FormattedMessage id={`shop.gas.news.${option}`} />
            </button>
          ))}
        </div>
      </div>
      {layout === 'carousel' ? (
        // The browser's own swipe (CSS scroll snapping, as the home page's views): antd-mobile's
        // Swiper brings an animation library, 22 KB on this page's first visit.
        // Focusable, so a keyboard can scroll it too.
        <ul
          className="shop-news-carousel"
          data-testid="news-carousel"
          aria-labelledby="gas-news-title"
          tabIndex={0}
        >
          {NEWS.map((item) => (
            <li key={item.id}>
              <NewsItem item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="shop-news-grid" data-testid="news-grid">
          {NEWS.map((item) => (
            <li key={item.id}>
              <NewsItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
