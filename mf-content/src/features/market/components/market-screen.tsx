import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '@minesite/shared/fetch-states';
import { SearchBar } from '@minesite/shared/ui';
import { ContentPage } from '../../../components/content-page';
import { useMarketQuery } from '../api';
import { DEFAULT_MARKET_SORT, nextSort, visibleRows, type MarketSort } from '../market-rows';
import { MarketError } from './market-error';
import { MarketFreshness } from './market-freshness';
import { MarketTable } from './market-table';
import { MarketTotals } from './market-totals';
import '../../../components/notices.css';
import './market-screen.css';

/** `/currency`: the crypto market overview. */
export function MarketScreen() {
  const intl = useIntl();
  const { data, error, isLoading, isFetching, refetch } = useMarketQuery();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MarketSort>(DEFAULT_MARKET_SORT);
  const rows = useMemo(
    () => visibleRows(data?.rows ?? [], search, sort, new Intl.Collator(intl.locale)),
    [data?.rows, search, sort, intl.locale],
  );

  return (
    <ContentPage titleId="route.currency" introId="content.currency.intro">
      {error && <MarketError error={error} retrying={isFetching} onRetry={() => void refetch()} />}
      {isLoading && <LoadingState />}
      {data && (
        <>
          <MarketTotals
            marketCapUsd={data.totalMarketCapUsd}
            volume24hUsd={data.totalVolume24hUsd}
          />
          <MarketFreshness fetchedAt={data.fetchedAt} stale={data.stale} />
          <div
            role="search"
            className="content-search"
            aria-label={intl.formatMessage({ id: 'content.market.searchLabel' })}
          >
            <SearchBar
              value={search}
              onChange={setSearch}
              placeholder={intl.formatMessage({ id: 'content.market.searchPlaceholder' })}
            />
          </div>
          {data.rows.length === 0 ? (
            <p className="content-empty" role="status">
              <FormattedMessage id="content.market.empty" />
            </p>
          ) : rows.length === 0 ? (
            <p className="content-empty" role="status">
              <FormattedMessage id="content.market.noMatch" values={{ search: search.trim() }} />
            </p>
          ) : (
            <MarketTable rows={rows} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} />
          )}
        </>
      )}
    </ContentPage>
  );
}
