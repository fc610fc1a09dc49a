import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginRequest } from '@minesite/shared/contract';
import { Button, FormFrame, FormFrameItem, Input } from '@minesite/shared/ui';
import { useAdminLogin } from '../use-admin-login';
import './login-form.css';

type Field = keyof LoginRequest;

const REQUIRED: Record<Field, string> = {
  username: 'shell.admin.login.username.required',
  password: 'shell.admin.login.password.required',
};

/** The fields that are empty, or only spaces. */
const emptyFields = (values: LoginRequest) =>
  (Object.keys(REQUIRED) as Field[]).filter((field) => values[field].trim() === '');

/**
 * The admin login form of the popup and of `/login`: username, password, cancel, login. Two
 * required fields: drawn with antd-mobile's Form look, checked here (Form's field engine is
 * 30 KB on the login page's first visit).
 */
export function LoginForm({
  onCancel,
  onSuccess,
}: {
  onCancel: () => void;
  onSuccess: () => void;
}) {
  const intl = useIntl();
  const { submit, pending } = useAdminLogin();
  // The popup and /login can be open together: each form's own field ids.
  const id = useId();
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [missing, setMissing] = useState<readonly Field[]>([]);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // As the field changes, its message follows; the others wait for the next send.
    setMissing((shown) =>
      emptyFields(next).includes(field)
        ? [...new Set([...shown, field])]
        : shown.filter((f) => f !== field),
    );
  };

  const send = async () => {
    const empty = emptyFields(values);
    setMissing(empty);
    if (empty.length === 0 && (await submit(values))) onSuccess();
  };

  const field = (name: Field, input: Omit<Parameters<typeof Input>[0], 'id'>) => (
    <FormFrameItem
      htmlFor={`${id}-${name}`}
      required
      label={<FormattedMessage id={`shell.admin.login.${name}.label`} />}
      errors={missing.includes(name) ? [intl.formatMessage({ id: REQUIRED[name] })] : []}
    >
      <Input
        {...input}
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(value) => change(name, value)}
        placeholder={intl.formatMessage({ id: `shell.admin.login.${name}.placeholder` })}
      />
    </FormFrameItem>
  );

  return (
    <FormFrame
      className="login-form"
      mode="card"
      onSubmit={() => void send()}
      footer={
        <div className="login-form-actions">
          <Button block onClick={onCancel}>
            <FormattedMessage id="shell.admin.login.cancel" />
          </Button>
          <Button block type="submit" color="primary" loading={pending}>
            <FormattedMessage id="shell.admin.login.submit" />
          </Button>
        </div>
      }
    >
      {field('username', { autoComplete: 'username', autoCapitalize: 'off' })}
      {field('password', { type: 'password', autoComplete: 'current-password' })}
    </FormFrame>
  );
}
