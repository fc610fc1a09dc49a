import type { IntlShape } from 'react-intl';
import { Dialog } from '@minesite/shared/ui';

/** Asks before something cannot be undone (a delete); resolves to whether the operator agreed. */
export function confirmAction(
  intl: IntlShape,
  messageId: string,
  values?: Record<string, string | number>,
): Promise<boolean> {
  return Dialog.confirm({
    content: intl.formatMessage({ id: messageId }, values),
    confirmText: intl.formatMessage({ id: 'common.confirm' }),
    cancelText: intl.formatMessage({ id: 'common.cancel' }),
  });
}
