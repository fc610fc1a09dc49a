import { normalizeApiError } from '@minesite/shared/api';
import { Toast } from '@minesite/shared/ui';

type Text = (id: string, values?: Record<string, string | number>) => string;

/**
 * Tells the operator how a form's save went: a toast with the service's reason when it failed
 * (the `error` message takes it as `{message}`), the success text otherwise. True when saved.
 */
export function showSaveOutcome(
  result: object,
  text: Text,
  ids: { error: string; success: string },
): boolean {
  if ('error' in result) {
    const failure = normalizeApiError(result.error);
    const message = failure.kind === 'server' ? failure.message : '';
    Toast.show({ icon: 'fail', content: text(ids.error, { message }) });
    return false;
  }
  Toast.show({ icon: 'success', content: text(ids.success) });
  return true;
}
