import { useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { readAdminSession } from '@minesite/shared/storage';
import { Button, lazyPopup } from '@minesite/shared/ui';
import { EmptyState, ErrorState, LoadingState } from '@minesite/shared/fetch-states';
import { PageNavBar } from '../../../components/page-nav-bar';
import { useProductsQuery } from '../../../lib/products-api';
import { activeFilterCount, shopQuery } from '../shop-filters';
import { useShopFilters } from '../use-shop-filters';
import { ActiveFilters } from './active-filters';
import { MinerCard } from './miner-card';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import '../../../components/cards-and-panels.css';
import './shop-screen.css';

const FilterPanel = lazyPopup(() => import('./filter-panel'));

/** Cards whose pictures load at once: those a phone shows without scrolling. */
const ABOVE_THE_FOLD = 2;

export function ShopScreen() {
  const { filters, apply, search } = useShopFilters();
  const { data, isLoading, isFetching, isError, refetch } = useProductsQuery(shopQuery(filters));
  const [panelOpen, setPanelOpen] = useState(false);
  const isAdmin = readAdminSession().loggedIn;

  // The cards render from a deferred copy of the answer: React then renders them in slices a
  // phone can interleave with input, instead of one long task when the answer arrives.
  const shown = useDeferredValue(data);
  const miners = useMemo(
    () => (shown?.items ?? []).flatMap((item) => (item.category === 'miner' ? [item] : [])),
    [shown],
  );
  // Still showing the last answer: a new one is on its way or not yet rendered.
  const stale = isFetching || shown !== data;
  const pageCount = shown ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;
  const cards = useMemo(
    () =>
      miners.map((miner, index) => (
        <MinerCard key={miner.id} miner={miner} eager={index < ABOVE_THE_FOLD} />
      )),
    [miners],
  );

  return (
    <section className="page shop-page">
      <PageNavBar titleId="route.shop" />
      {isAdmin && (
        <Link className="shop-admin-link" to="/product-management">
          <FormattedMessage id="shop.admin.manageProducts" />
        </Link>
      )}
      <div className="shop-toolbar">
        <SearchBox applied={filters.q} onSearch={search} />
        <Button size="small" onClick={() => setPanelOpen(true)} aria-haspopup="dialog">
          <FormattedMessage
            id="shop.filters.button"
            values={{ count: activeFilterCount(filters) }}
          />
        </Button>
      </div>
      <ActiveFilters filters={filters} onChange={(next) => apply(next)} />

      {isLoading || (data && !shown) ? (
        <LoadingState />
      ) : isError && !isFetching ? (
        <ErrorState messageId="shop.shop.error" onRetry={() => void refetch()} />
      ) : isError ? (
        <LoadingState />
      ) : miners.length === 0 ? (
        <EmptyState messageId="shop.shop.empty" />
      ) : (
        <div aria-busy={stale}>
          <p className="shop-count" role="status">
            <FormattedMessage id="shop.shop.count" values={{ count: shown?.total ?? 0 }} />
          </p>
          <ul className={stale ? 'shop-cards shop-stale' : 'shop-cards'}>{cards}</ul>
          <Pager
            page={filters.page}
            pageCount={pageCount}
            onPage={(page) => apply({ ...filters, page })}
          />
        </div>
      )}

      <FilterPanel
        visible={panelOpen}
        applied={filters}
        onApply={(next) => apply(next)}
        onClose={() => setPanelOpen(false)}
      />
    </section>
  );
}
