import { FetchStates } from '@minesite/shared/fetch-states';
import { useCloudpowerProductsQuery } from '../../../lib/catalog-api';
import { AiPowerCard, type AiPowerProduct } from './ai-power-card';
import '../../../components/cards.css';

/** The AI compute packages of the catalog; `limit` shows only the first few. */
export function AiPowerList({ limit, compact }: { limit?: number; compact?: boolean }) {
  const query = useCloudpowerProductsQuery({ category: 'ai-power', pageSize: 50 });
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
      <div className="cp-list">
        {products.map((product) => (
          <AiPowerCard key={product.id} product={product} compact={compact} />
        ))}
      </div>
    </FetchStates>
  );
}
