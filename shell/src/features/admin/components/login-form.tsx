import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginRequest } from '@minesite/shared/contract';
import { Button, Form, Input } from '@minesite/shared/ui';
import { useAdminLogin } from '../use-admin-login';
import './login-form.css';

/** The admin login form of the popup and of `/login`: username, password, cancel, login. */
export function LoginForm({
  onCancel,
  onSuccess,
}: {
  onCancel: () => void;
  onSuccess: () => void;
}) {
  const intl = useIntl();
  const { submit, pending } = useAdminLogin();
  // Field ids derive from the form name; the popup and /login can be open together.
  const formName = `admin-login-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const required = (id: string) => [
    { required: true, whitespace: true, message: intl.formatMessage({ id }) },
  ];

  return (
    <Form
      name={formName}
      className="login-form"
      layout="vertical"
      mode="card"
      onFinish={async (values: LoginRequest) => {
        if (await submit(values)) onSuccess();
      }}
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
      <Form.Item
        name="username"
        label={<FormattedMessage id="shell.admin.login.username.label" />}
        rules={required('shell.admin.login.username.required')}
      >
        <Input
          autoComplete="username"
          autoCapitalize="off"
          placeholder={intl.formatMessage({ id: 'shell.admin.login.username.placeholder' })}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={<FormattedMessage id="shell.admin.login.password.label" />}
        rules={required('shell.admin.login.password.required')}
      >
        <Input
          type="password"
          autoComplete="current-password"
          placeholder={intl.formatMessage({ id: 'shell.admin.login.password.placeholder' })}
        />
      </Form.Item>
    </Form>
  );
}
