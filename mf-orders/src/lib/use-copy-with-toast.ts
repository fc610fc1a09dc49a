import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Toast, copyText } from '@minesite/shared/ui';

/** Copies and tells the visitor: `successId` on success, 'copy failed, copy manually' otherwise. */
export function useCopyWithToast() {
  const intl = useIntl();
  return useCallback(
    async (text: string, successId: string) => {
      const copied = await copyText(text);
      Toast.show({
        content: intl.formatMessage({ id: copied ? successId : 'orders.copy.failed' }),
      });
    },
    [intl],
  );
}
