import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Form, Toast } from '@minesite/shared/ui';

type SheetFormProps<V> = Omit<
  ComponentProps<typeof Form>,
  'layout' | 'footer' | 'onFinish' | 'onFinishFailed'
> & {
  onSave: (values: V) => Promise<void>;
  busy: boolean;
  /** The toast when a required field is empty or a rule fails. */
  incompleteId: string;
  /** The submit button's message. */
  saveLabelId: string;
  /** What the save is doing, above the button (e.g. an upload's progress). */
  progress?: ReactNode;
  children: ReactNode;
};

/**
 * An admin sheet's form (content, download, product): fields stacked, a toast when something
 * is missing, and at its foot the submit button, which spins and takes no second press while
 * `busy`. The sheet's own close button cancels.
 */
export function AdminSheetForm<V>({
  onSave,
  busy,
  incompleteId,
  saveLabelId,
  progress,
  children,
  ...form
}: SheetFormProps<V>) {
  const intl = useIntl();
  return (
    <Form
      {...form}
      layout="vertical"
      onFinish={(values: V) => void onSave(values)}
      onFinishFailed={() =>
        Toast.show({ icon: 'fail', content: intl.formatMessage({ id: incompleteId }) })
      }
      footer={
        <>
          {progress}
          <Button block type="submit" color="primary" loading={busy} disabled={busy}>
            <FormattedMessage id={saveLabelId} />
          </Button>
        </>
      }
    >
      {children}
    </Form>
  );
}
