import { normalizeApiError } from '@minesite/shared/api';

/** The message id and values that say why the market figures could not be loaded. */
export function marketFailureReason(error: unknown): {
  id: string;
  values?: Record<string, string | number>;
} {
  const failure = normalizeApiError(error);
  switch (failure.kind) {
    case 'network':
      return { id: 'content.market.reason.network' };
    case 'timeout':
      return { id: 'content.market.reason.timeout' };
    case 'server':
      return {
        id: 'content.market.reason.server',
        values: { status: failure.status, message: failure.message || '-' },
      };
    case 'empty':
      return { id: 'content.market.reason.empty' };
    case 'request':
      return { id: 'content.market.reason.request', values: { message: failure.message } };
  }
}
