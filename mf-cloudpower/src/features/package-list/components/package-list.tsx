import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Button, CardList } from '@minesite/shared/ui';
import { FetchStates } from '@minesite/shared/fetch-states';
import { useCloudpowerProductsQuery } from '../../../lib/catalog-api';
import type { CloudPackage } from '../../../lib/package-info';
import {
  ALL_PACKAGES,
  PAGE_SIZE,
  filtersFromParams,
  isFirstUnfilteredPage,
  minerModelsOf,
  paramsFromFilters,
  productQueryOf,
  type PackageFilters,
} from '../package-filters';
import { PackageCard } from './package-card';
import { PackageFilterBar } from './package-filter-bar';
import './package-list.css';

/** /mining-power: the cloud hash power packages of the catalog, filtered as the address says. */
export function PackageList() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const all = useCloudpowerProductsQuery(ALL_PACKAGES);
  const fromAll = isFirstUnfilteredPage(filters);
  const filtered = useCloudpowerProductsQuery(productQueryOf(filters), { skip: fromAll });
  const list = fromAll ? all : filtered;
  // The page of the current filters only: no cards of the previous filters while it loads.
  const current = fromAll
    ? all.currentData && { ...all.currentData, items: all.currentData.items.slice(0, PAGE_SIZE) }
    : filtered.currentData;
  const packages = (current?.items ?? []) as CloudPackage[];
  const total = current?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const apply = (next: PackageFilters) => setParams(paramsFromFilters(next), { replace: true });

  return (
    <>
      <PackageFilterBar
        filters={filters}
        minerModels={minerModelsOf((all.data?.items ?? []) as CloudPackage[])}
        onChange={apply}
      />
      <FetchStates
        isLoading={!current && list.isFetching}
        isError={!current && list.isError}
        isEmpty={packages.length === 0}
        onRetry={() => void list.refetch()}
        errorId="cloudpower.state.error"
        emptyId="cloudpower.list.empty"
      >
        <p className="cp-count" role="status">
          <FormattedMessage id="cloudpower.list.count" values={{ count: total }} />
        </p>
        <CardList>
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </CardList>
        {pages > 1 && (
          <nav
            className="cp-pages"
            aria-label={intl.formatMessage({ id: 'cloudpower.list.pages' })}
          >
            <Button
              size="small"
              disabled={filters.page <= 1}
              onClick={() => apply({ ...filters, page: filters.page - 1 })}
            >
              <FormattedMessage id="cloudpower.list.previous" />
            </Button>
            <FormattedMessage id="cloudpower.list.page" values={{ page: filters.page, pages }} />
            <Button
              size="small"
              disabled={filters.page >= pages}
              onClick={() => apply({ ...filters, page: filters.page + 1 })}
            >
              <FormattedMessage id="cloudpower.list.next" />
            </Button>
          </nav>
        )}
      </FetchStates>
    </>
  );
}
