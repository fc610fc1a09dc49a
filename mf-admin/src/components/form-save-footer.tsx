import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@minesite/shared/ui';

/**
 * The foot of an admin sheet's form (content, download, product): what the save is doing
 * (`children`, e.g. an upload's progress) above the submit button, which spins and takes no
 * second press while `busy`. The sheet's own close button cancels.
 */
export function FormSaveFooter({
  busy,
  labelId,
  children,
}: {
  busy: boolean;
  /** The button's message. */
  labelId: string;
  children?: ReactNode;
}) {
  return (
    <>
      {children}
      <Button block type="submit" color="primary" loading={busy} disabled={busy}>
        <FormattedMessage id={labelId} />
      </Button>
    </>
  );
}
