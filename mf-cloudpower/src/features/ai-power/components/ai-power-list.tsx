import { FetchStates } from '@minesite/shared/fetch-states';
import { CardList } from '@minesite/shared/ui';
import { useCloudpowerProductsQuery } from '../../../lib/catalog-api';
import { AI_POWER_LIST } from '../../../lib/category-lists';
import { AiPowerCard, type AiPowerProduct } from './ai-power-card';

/** The AI compute packages of the catalog; `limit` shows only the first few. */
export function AiPowerList({ limit, compact }: { limit?: number; compact?: boolean }) {
  const query = useCloudpowerProductsQuery(AI_POWER_LIST);
  const products = ((query.data?.items ?? []) as AiPowerProduct[]).slice(0, limit);
  return (
    <FetchStates
      isLoading={query.isLoading}
      isError={query.isError}
      isEmpty={products.length === 0}
      onRetry={() => void query.refetch()}
      errorId="cloudpower.state.error"
      emptyId="cloudpower.ai.empty"
    >
      <CardList>
        {products.map((product) => (
          <AiPowerCard key={product.id} product={product} compact={compact} />
        ))}
      </CardList>
    </FetchStates>
  );
}
