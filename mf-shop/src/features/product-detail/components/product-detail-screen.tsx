import type { ComponentProps } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { Product } from '@minesite/shared/contract';
import { EmptyState, ErrorState, LoadingState } from '@minesite/shared/fetch-states';
import { useLocalized } from '@minesite/shared/localized';
import { ProductNotesLink } from '@minesite/shared/ui';
import { Faq, type FaqItem } from '../../../components/faq';
import { lateLoaded } from '../../../components/late-panel';
import { PageNavBar } from '../../../components/page-nav-bar';
import { Price } from '../../../components/price';
import { useProductQuery } from '../../../lib/products-api';
import { BuyBar } from './buy-bar';
import { MinerSpecs } from './miner-specs';
import { ProductGallery } from './product-gallery';
import type { ProfitPrediction as LoadedProfitPrediction } from './profit-prediction';
import '../../../components/cards-and-panels.css';

// Below the specs: the profit table comes when scrolled near.
const ProfitPrediction = lateLoaded<ComponentProps<typeof LoadedProfitPrediction>>(() =>
  import('./profit-prediction').then((module) => ({ default: module.ProfitPrediction })),
);

const FAQ: FaqItem[] = [
  { q: 'shop.product.faq.delivery.q', a: 'shop.product.faq.delivery.a' },
  { q: 'shop.product.faq.payment.q', a: 'shop.product.faq.payment.a' },
  { q: 'shop.product.faq.warranty.q', a: 'shop.product.faq.warranty.a' },
  { q: 'shop.product.faq.hosting.q', a: 'shop.product.faq.hosting.a' },
  { q: 'shop.product.faq.estimate.q', a: 'shop.product.faq.estimate.a' },
  { q: 'shop.product.faq.refund.q', a: 'shop.product.faq.refund.a' },
];

/** Where the other kinds of product are presented and quoted. */
const CATEGORY_PAGES: Partial<Record<Product['category'], string>> = {
  container: '/container',
  'water-cooling': '/cooling',
  'gas-generator': '/natural-power',
};

export function ProductDetailScreen() {
  const { id = '' } = useParams();
  const localized = useLocalized();
  const {
    data: product,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useProductQuery(id, {
    skip: !id,
  });
  const notFound = !id || (error as FetchBaseQueryError | undefined)?.status === 404;
  const miner = product?.category === 'miner' && !error ? product : null;

  let body;
  if (notFound) {
    body = (
      <>
        <EmptyState messageId="shop.product.notFound" />
        <Link className="shop-admin-link" to="/shop">
          <FormattedMessage id="shop.product.toShop" />
        </Link>
      </>
    );
  } else if (isLoading || (error && isFetching)) {
    body = <LoadingState />;
  } else if (error || !product) {
    body = <ErrorState messageId="shop.product.error" onRetry={() => void refetch()} />;
  } else {
    const name = localized(product.name);
    const page = CATEGORY_PAGES[product.category];
    body = (
      <article aria-labelledby="product-name">
        <ProductGallery images={product.images} category={product.category} name={name} />
        <h2 id="product-name" className="shop-product-name">
          {name}
        </h2>
        <p className="shop-text">{localized(product.description)}</p>
        <ProductNotesLink productId={id} messageId="shop.product.myNotes" />
        {product.category === 'miner' ? (
          <>
            <MinerSpecs miner={product} />
            {product.specs.algorithm === 'SHA-256' ? (
              <ProfitPrediction miner={product} />
            ) : (
              <p className="shop-panel shop-text">
                <FormattedMessage id="shop.profit.btcOnly" values={{ coin: product.specs.coin }} />
              </p>
            )}
          </>
        ) : (
          <p className="shop-text">
            <strong className="shop-price">
              <Price value={product.price} currency={product.currency} />
            </strong>{' '}
            {page && (
              <Link to={page}>
                <FormattedMessage id="shop.product.moreOnPage" />
              </Link>
            )}
          </p>
        )}
        <Faq items={FAQ} titleId="shop.product.faq.title" />
      </article>
    );
  }

  const buyState = miner ? 'ready' : isLoading || isFetching ? 'loading' : 'failed';
  return (
    <section className="page shop-page">
      <PageNavBar titleId="route.productDetail" fallback="/shop" />
      {body}
      {(miner || !product) && <BuyBar miner={miner} state={buyState} />}
    </section>
  );
}
