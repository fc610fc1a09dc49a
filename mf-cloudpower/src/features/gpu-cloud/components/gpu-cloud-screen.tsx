import { FormattedMessage } from 'react-intl';
import { FetchStates } from '@minesite/shared/fetch-states';
import { CardTitle, CardList, CardNote } from '@minesite/shared/ui';
import { useCloudpowerProductsQuery } from '../../../lib/catalog-api';
import { GPU_PLAN_LIST } from '../../../lib/category-lists';
import { GpuPlanCard, type GpuPlan } from './gpu-plan-card';
import '../../../components/showcase.css';

const FEATURES = ['ready', 'billing', 'member'] as const;

/** /cloud-pricing: the GPU cloud hero, its plans from the catalog, and how renting works. */
export function GpuCloudScreen() {
  const query = useCloudpowerProductsQuery(GPU_PLAN_LIST);
  const plans = (query.data?.items ?? []) as GpuPlan[];
  return (
    <>
      <section className="cp-hero" aria-labelledby="gpu-hero-title">
        <h2 id="gpu-hero-title">
          <FormattedMessage id="cloudpower.gpu.hero.title" />
        </h2>
        <p>
          <FormattedMessage id="cloudpower.gpu.hero.text" />
        </p>
      </section>
      <ul className="cp-features">
        {FEATURES.map((key) => (
          <li key={key}>
            <strong>
              <FormattedMessage id={`cloudpower.gpu.feature.${key}.title`} />
            </strong>
            <FormattedMessage id={`cloudpower.gpu.feature.${key}.text`} />
          </li>
        ))}
      </ul>
      <CardTitle as="h2" className="cp-list-title">
        <FormattedMessage id="cloudpower.gpu.plans" />
      </CardTitle>
      <FetchStates
        isLoading={query.isLoading}
        isError={query.isError}
        isEmpty={plans.length === 0}
        onRetry={() => void query.refetch()}
        errorId="cloudpower.state.error"
        emptyId="cloudpower.gpu.empty"
      >
        <CardList>
          {plans.map((plan) => (
            <GpuPlanCard key={plan.id} plan={plan} />
          ))}
        </CardList>
      </FetchStates>
      <CardNote>
        <FormattedMessage id="cloudpower.gpu.regionsNote" />
      </CardNote>
    </>
  );
}
