/**
 * The admin lists the service pages (`?page=&pageSize=`): one RTK Query infinite query shape
 * for all of them. Each page's query string is written by the site's one helper, and each
 * reply is read with the contract's schema of that page: anything else is the spec's
 * 服务器响应数据格式错误 (the reply is not in the expected format).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ZodType } from 'zod';
import './zod-jitless';
import { withQuery, type QueryParams } from '@minesite/shared/api-query';
import type { Page } from '@minesite/shared/contract';

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

/**
 * The options of `build.infiniteQuery` for the list at `path`: `request` turns the screen's
 * search into the list's query, `reply` is the contract's page schema.
 */
export function pagedListQuery<Search, P extends Page<unknown>>(
  path: string,
  request: (search: Search) => QueryParams,
  reply: ZodType<P>,
) {
  return {
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (last: P) => nextPage(last),
    },
    async queryFn(
      { queryArg, pageParam }: { queryArg: Search; pageParam: number },
      _api: unknown,
      _extra: unknown,
      baseQuery: (url: string) => BaseQueryResult | PromiseLike<BaseQueryResult>,
    ) {
      const params = { ...request(queryArg), page: pageParam, pageSize: ADMIN_PAGE_SIZE };
      const result = await baseQuery(withQuery(path, params));
      if (result.error) return { error: result.error };
      const page = reply.safeParse(result.data);
      return page.success ? { data: page.data } : { error: MALFORMED_REPLY };
    },
  };
}
