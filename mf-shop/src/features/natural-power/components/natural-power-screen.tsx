import { FormattedMessage } from 'react-intl';
import { FetchStates } from '@minesite/shared/fetch-states';
import { ConsultationForm } from '../../../components/consultation-form';
import { Faq, type FaqItem } from '../../../components/faq';
import { PageNavBar } from '../../../components/page-nav-bar';
import { GENERATOR_LIST } from '../../../lib/category-lists';
import { useProductsQuery } from '../../../lib/products-api';
import { GeneratorCard } from './generator-card';
import { NewsView } from './news-view';
import '../../../components/cards-and-panels.css';
import './natural-power-screen.css';

/** Natural gas: what the power costs and asks of the operator. */
const KEY_FIGURES = [
  'shop.gas.figure.cost',
  'shop.gas.figure.maintenance',
  'shop.gas.figure.life',
  'shop.gas.figure.standardSet',
  'shop.gas.figure.custom',
  'shop.gas.figure.certified',
] as const;

const FAQ: FaqItem[] = [
  { q: 'shop.gas.faq.gas.q', a: 'shop.gas.faq.gas.a' },
  { q: 'shop.gas.faq.cost.q', a: 'shop.gas.faq.cost.a' },
  { q: 'shop.gas.faq.maintenance.q', a: 'shop.gas.faq.maintenance.a' },
  { q: 'shop.gas.faq.altitude.q', a: 'shop.gas.faq.altitude.a' },
  { q: 'shop.gas.faq.warranty.q', a: 'shop.gas.faq.warranty.a' },
  { q: 'shop.gas.faq.size.q', a: 'shop.gas.faq.size.a' },
];

export function NaturalPowerScreen() {
  const { data, isLoading, isFetching, isError, refetch } = useProductsQuery(GENERATOR_LIST);
  const generators = (data?.items ?? []).flatMap((item) =>
    item.category === 'gas-generator' ? [item] : [],
  );

  return (
    <section className="page shop-page">
      <PageNavBar titleId="route.naturalPower" />
      <p className="shop-text">
        <FormattedMessage id="shop.gas.intro" />
      </p>
      <ul className="shop-figures">
        {KEY_FIGURES.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>

      <FetchStates
        isLoading={isLoading || (isError && isFetching)}
        isError={isError}
        isEmpty={generators.length === 0}
        errorId="shop.shop.error"
        emptyId="shop.shop.empty"
        onRetry={() => void refetch()}
      >
        <ul className="shop-cards">
          {generators.map((product, index) => (
            <GeneratorCard key={product.id} product={product} eager={index === 0} />
          ))}
        </ul>
      </FetchStates>

      <NewsView />
      <ConsultationForm id="gas-contact" titleId="shop.gas.contact.title" />
      <Faq items={FAQ} titleId="shop.gas.faq.title" />
    </section>
  );
}
