import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/**
 * A 2xx reply without an order in it. Shaped as the parsing error that `normalizeApiError`
 * sorts into the spec's server-empty-response case.
 */
export const emptyResponseError = (status: number): FetchBaseQueryError => ({
  status: 'PARSING_ERROR',
  originalStatus: status,
  data: '',
  error: 'empty response',
});
