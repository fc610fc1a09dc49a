/**
 * What the admin lists' queries share (orders, contacts, power consultations): paging, a text
 * search and a time range. Without `page` and `pageSize` a list answers a plain array (the
 * spec's contract); with either, a page `{ items, total, page, pageSize }`.
 */
import './browser-jitless';
import { z } from 'zod';
import { trimmedText } from './common';

/** The page size when only `page` is given, and the largest one a client may ask for. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
/** Rows an admin list answers without `page` and `pageSize` at most (the newest ones). */
export const UNPAGED_LIST_MAX = 1000;

export const listPagingShape = {
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
};

/** A case-insensitive substring to look for. */
export const searchText = trimmedText(100).optional();

/**
 * An inclusive bound of a time range: an ISO 8601 date-time with its offset. A `from` after
 * the `to` is an empty range, not an error (the document cannot state an order between two
 * parameters).
 */
export const timeBound = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .optional();

/** An inclusive bound of an amount range. */
export const amountBound = z.coerce.number().min(0).finite().optional();

/** The page and page size a query asks for, or null for the whole list as an array. */
export function requestedPage(query: {
  page?: number;
  pageSize?: number;
}): { page: number; pageSize: number } | null {
  if (query.page === undefined && query.pageSize === undefined) return null;
  return { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
}
