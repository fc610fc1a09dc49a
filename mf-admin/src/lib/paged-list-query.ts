/**
 * The admin lists the service pages (`?page=&pageSize=`): one RTK Query infinite query shape
 * for all of them. Each page's query string is written by the site's one helper, and each
 * reply must be a page whose rows carry their key: anything else is the spec's
 * 服务器响应数据格式错误 (the reply is not in the expected format).
 *
 * The rows are the contract's `z.output` types, which the service writes its replies with; a
 * list checks only the page's frame and each row's key, so its first screen needs no zod
 * (23 KB) — the forms load the contract's schemas when they are opened.
 */
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import type { QueryParams } from '@minesite/shared/api-query';
import type { Page, Route } from '@minesite/shared/contract';

/** How many rows the admin lists ask for at a time. */
export const ADMIN_PAGE_SIZE = 20;

/** The error a list query returns for a reply that is not a page of its rows. */
export const MALFORMED_REPLY = { status: 'CUSTOM_ERROR', error: 'malformed-reply' } as const;

export function isMalformedReply(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { error?: unknown }).error === MALFORMED_REPLY.error
  );
}

/** The page after `last`, or undefined once every matching row has been loaded. */
export function nextPage(last: Page<unknown>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/**
 * The loaded pages as one list, each row once: a row that moved to a later page between two
 * loads (a new order arrived meanwhile) is kept where it was first seen.
 */
export function uniqueRows<T>(pages: readonly Page<T>[] | undefined, key: (row: T) => string) {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.items) {
      const id = key(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
  }
  return rows;
}

type BaseQueryResult = { data?: unknown; error?: FetchBaseQueryError };

/** The keys of a row's text fields: the field each row is told apart by. */
export type RowKey<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row];

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Whether `reply` is a page of rows, each an object with a non-empty text `key`. */
export function isPageOf(reply: unknown, key: PropertyKey): boolean {
  if (typeof reply !== 'object' || reply === null) return false;
  const { items, total, page, pageSize } = reply as Record<string, unknown>;
  return (
    Array.isArray(items) &&
    isCount(total) &&
    isCount(page) &&
    isCount(pageSize) &&
    items.every((row: unknown) => {
      const id = typeof row === 'object' && row !== null ? Reflect.get(row, key) : undefined;
      return typeof id === 'string' && id !== '';
    })
  );
}

/**
 * The options of `build.infiniteQuery` for the list `route` reads: `request` turns the screen's
 * search into the list's query, `key` names the field each row is told apart by.
 */
export function pagedListQuery<Search, Row>(
  route: Route<string> & { method: 'get' },
  request: (search: Search) => QueryParams,
  key: RowKey<Row>,
) {
  type P = Page<Row>;
  return {
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (last: P) => nextPage(last),
    },
    async queryFn(
      { queryArg, pageParam }: { queryArg: Search; pageParam: number },
      _api: unknown,
      _extra: unknown,
      baseQuery: (args: FetchArgs) => BaseQueryResult | PromiseLike<BaseQueryResult>,
    ) {
      const params = { ...request(queryArg), page: pageParam, pageSize: ADMIN_PAGE_SIZE };
      const result = await baseQuery(endpointQuery(route, { query: params }));
      if (result.error) return { error: result.error };
      return isPageOf(result.data, key) ? { data: result.data as P } : { error: MALFORMED_REPLY };
    },
  };
}
