import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FetchStates } from '@minesite/shared/fetch-states';
import { ConsultationForm } from '../../../components/consultation-form';
import { Faq, type FaqItem } from '../../../components/faq';
import { PageNavBar } from '../../../components/page-nav-bar';
import { COOLING_LIST } from '../../../lib/category-lists';
import { useProductsQuery } from '../../../lib/products-api';
import { CoolingCard } from './cooling-card';
import '../../../components/cards-and-panels.css';

/** Water cooling: what a site must provide. */
const REQUIREMENTS = [
  'shop.cooling.requirement.power',
  'shop.cooling.requirement.chiller',
] as const;

const FAQ: FaqItem[] = [
  { q: 'shop.cooling.faq.sizing.q', a: 'shop.cooling.faq.sizing.a' },
  { q: 'shop.cooling.faq.power.q', a: 'shop.cooling.faq.power.a' },
  { q: 'shop.cooling.faq.climate.q', a: 'shop.cooling.faq.climate.a' },
];

export function CoolingScreen() {
  const intl = useIntl();
  const { data, isLoading, isFetching, isError, refetch } = useProductsQuery(COOLING_LIST);
  const products = (data?.items ?? []).flatMap((item) =>
    item.category === 'water-cooling' ? [item] : [],
  );
  const [quote, setQuote] = useState({ message: '', version: 0 });
  const formRef = useRef<HTMLDivElement>(null);

  return (
    <section className="page shop-page">
      <PageNavBar titleId="route.cooling" />
      <p className="shop-text">
        <FormattedMessage id="shop.cooling.intro" />
      </p>
      <section className="shop-panel" aria-labelledby="cooling-requirements">
        <h2 id="cooling-requirements" className="shop-section-title">
          <FormattedMessage id="shop.cooling.requirements" />
        </h2>
        <ul className="shop-list">
          {REQUIREMENTS.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
      </section>

      <FetchStates
        isLoading={isLoading || (isError && isFetching)}
        isError={isError}
        isEmpty={products.length === 0}
        errorId="shop.shop.error"
        emptyId="shop.shop.empty"
        onRetry={() => void refetch()}
      >
        <ul className="shop-cards">
          {products.map((product, index) => (
            <CoolingCard
              key={product.id}
              product={product}
              eager={index < 2}
              onQuote={(name) => {
                setQuote((q) => ({
                  message: intl.formatMessage({ id: 'shop.cooling.quoteMessage' }, { name }),
                  version: q.version + 1,
                }));
                formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            />
          ))}
        </ul>
      </FetchStates>

      <div ref={formRef}>
        <ConsultationForm
          key={quote.version}
          id="cooling-quote"
          titleId="shop.cooling.quoteTitle"
          initialMessage={quote.message}
        />
      </div>
      <Faq items={FAQ} titleId="shop.cooling.faq.title" />
    </section>
  );
}
