import { useRef, useState, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { FetchStates } from '@minesite/shared/fetch-states';
import { ConsultationForm } from '../../../components/consultation-form';
import { lateLoaded } from '../../../components/late-panel';
import { PageNavBar } from '../../../components/page-nav-bar';
import { CONTAINER_LIST } from '../../../lib/category-lists';
import { useProductsQuery } from '../../../lib/products-api';
import { ContainerCard } from './container-card';
import type { ContainerProfitExample as LoadedExample } from './container-profit-example';
import '../../../components/cards-and-panels.css';

// Below the containers: the profit example comes when scrolled near.
const ContainerProfitExample = lateLoaded<ComponentProps<typeof LoadedExample>>(() =>
  import('./container-profit-example').then((module) => ({
    default: module.ContainerProfitExample,
  })),
);

export function ContainerScreen() {
  const { data, isLoading, isFetching, isError, refetch } = useProductsQuery(CONTAINER_LIST);
  const containers = (data?.items ?? []).flatMap((item) =>
    item.category === 'container' ? [item] : [],
  );
  const [quote, setQuote] = useState({ message: '', version: 0 });
  const formRef = useRef<HTMLDivElement>(null);
  // The example is the smaller container, full: the one most buyers start with.
  const example = [...containers].sort((a, b) => a.specs.sizeFt - b.specs.sizeFt)[0];

  return (
    <section className="page shop-page">
      <PageNavBar titleId="route.container" />
      <p className="shop-text">
        <FormattedMessage id="shop.container.intro" />
      </p>
      <FetchStates
        isLoading={isLoading || (isError && isFetching)}
        isError={isError}
        isEmpty={containers.length === 0}
        errorId="shop.shop.error"
        emptyId="shop.shop.empty"
        onRetry={() => void refetch()}
      >
        <ul className="shop-cards">
          {containers.map((container, index) => (
            <ContainerCard
              key={container.id}
              container={container}
              eager={index === 0}
              onQuote={(message) => {
                setQuote((q) => ({ message, version: q.version + 1 }));
                formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            />
          ))}
        </ul>
        {example && <ContainerProfitExample container={example} />}
      </FetchStates>
      <div ref={formRef}>
        <ConsultationForm
          key={quote.version}
          id="container-quote"
          titleId="shop.container.quoteTitle"
          initialMessage={quote.message}
        />
      </div>
    </section>
  );
}
