// First: the contract's schemas must not meet zod before its jitless mode is set (CSP).
import '../../../lib/zod-jitless';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizeApiError } from '@minesite/shared/api';
import {
  MAIL_LOCALES,
  PAYMENT_NETWORKS,
  type SettingSource,
  type SiteSettings,
} from '@minesite/shared/contract';
import { Button, Form, Input, Tag, Toast } from '@minesite/shared/ui';
import { SingleChoice } from '../../../components/single-choice';
import { problemText, type FieldProblem } from '../../../lib/form-problems';
import { useSaveSiteSettingsMutation } from '../api';
import {
  addressProblem,
  emailProblem,
  numberProblem,
  paymentProblemId,
  settingsFormValues,
  settingsRequest,
  type NumberField,
  type SettingsFormValues,
} from '../settings-form-rules';

const NETWORK_IDS = {
  mainnet: 'admin.settings.network.mainnet',
  testnet: 'admin.settings.network.testnet',
  regtest: 'admin.settings.network.regtest',
} as const;

const LANGUAGE_IDS = {
  zh: 'admin.products.language.zh',
  en: 'admin.products.language.en',
  es: 'admin.products.language.es',
  ru: 'admin.products.language.ru',
} as const;

/** The settings form: a value the environment sets is shown read-only, marked as such. */
export function SettingsForm({ settings, loading }: { settings: SiteSettings; loading: boolean }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [form] = Form.useForm<SettingsFormValues>();
  const [save, saving] = useSaveSiteSettingsMutation();
  const { payment, notifications, publicWrites } = settings;

  const rule = (problem: (value: string) => FieldProblem | null) => ({
    validator: (_: unknown, value: string | undefined) => {
      const found = problem(value ?? '');
      return found ? Promise.reject(new Error(problemText(text, found))) : Promise.resolve();
    },
  });

  /** A field's label, with the environment's mark when it comes from there. */
  const label = (id: string, source: SettingSource): ReactNode => (
    <span className="settings-label">
      {text(id)}
      {source === 'env' && (
        <Tag color="default" fill="outline" className="settings-env-tag">
          <FormattedMessage id="admin.settings.fromEnv" />
        </Tag>
      )}
    </span>
  );
  const locked = (source: SettingSource) => loading || source === 'env';

  const numberItem = (name: NumberField, labelId: string, setting: { source: SettingSource }) => (
    <Form.Item
      name={name}
      label={label(labelId, setting.source)}
      required
      disabled={locked(setting.source)}
      rules={locked(setting.source) ? [] : [rule((value) => numberProblem(name, value))]}
    >
      <Input inputMode="numeric" disabled={locked(setting.source)} />
    </Form.Item>
  );

  async function submit(values: SettingsFormValues) {
    const result = await save(settingsRequest(values));
    if ('error' in result) {
      const failure = normalizeApiError(result.error);
      const problemId = failure.kind === 'server' ? paymentProblemId(failure.code) : null;
      if (problemId) form.setFields([{ name: 'addressValue', errors: [text(problemId)] }]);
      const message = failure.kind === 'server' ? failure.message : '';
      Toast.show({
        icon: 'fail',
        content: problemId ? text(problemId) : text('admin.settings.error.save', { message }),
      });
      return;
    }
    Toast.show({ icon: 'success', content: text('admin.settings.saved') });
  }

  return (
    <Form
      form={form}
      name="settings"
      layout="vertical"
      aria-busy={loading}
      initialValues={settingsFormValues(settings)}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() =>
        Toast.show({ icon: 'fail', content: text('admin.settings.incomplete') })
      }
      footer={
        <Button block type="submit" color="primary" disabled={loading} loading={saving.isLoading}>
          <FormattedMessage id="admin.settings.save" />
        </Button>
      }
    >
      <Form.Header>
        <FormattedMessage id="admin.settings.payment" />
      </Form.Header>
      <Form.Item
        name="addressKind"
        label={label('admin.settings.addressKind', payment.address.source)}
        disabled={locked(payment.address.source)}
      >
        <SingleChoice
          disabled={locked(payment.address.source)}
          label={text('admin.settings.addressKind')}
          options={[
            { label: text('admin.settings.addressKind.account'), value: 'account' },
            { label: text('admin.settings.addressKind.fixed'), value: 'fixed' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="addressValue"
        label={label('admin.settings.address', payment.address.source)}
        disabled={locked(payment.address.source)}
        dependencies={['addressKind']}
        rules={[
          {
            validator: (_: unknown, value: string | undefined) => {
              const found = addressProblem(form.getFieldValue('addressKind'), value ?? '');
              return found ? Promise.reject(new Error(text(found.id))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          disabled={locked(payment.address.source)}
          placeholder={text('admin.settings.address.placeholder')}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="network"
        label={label('admin.settings.network', payment.network.source)}
        disabled={locked(payment.network.source)}
      >
        <SingleChoice
          required
          columns={3}
          disabled={locked(payment.network.source)}
          label={text('admin.settings.network')}
          options={PAYMENT_NETWORKS.map((network) => ({
            label: text(NETWORK_IDS[network]),
            value: network,
          }))}
        />
      </Form.Item>
      {numberItem('confirmations', 'admin.settings.confirmations', payment.confirmations)}
      {numberItem(
        'quoteLifetimeMinutes',
        'admin.settings.quoteLifetime',
        payment.quoteLifetimeMinutes,
      )}

      <Form.Header>
        <FormattedMessage id="admin.settings.notifications" />
      </Form.Header>
      <Form.Item
        name="operatorEmail"
        label={label('admin.settings.operatorEmail', notifications.operatorEmail.source)}
        disabled={locked(notifications.operatorEmail.source)}
        rules={[rule(emailProblem)]}
      >
        <Input type="email" disabled={locked(notifications.operatorEmail.source)} />
      </Form.Item>
      <Form.Item
        name="operatorLocale"
        label={label('admin.settings.operatorLocale', notifications.operatorLocale.source)}
        disabled={locked(notifications.operatorLocale.source)}
      >
        <SingleChoice
          required
          columns={4}
          disabled={locked(notifications.operatorLocale.source)}
          label={text('admin.settings.operatorLocale')}
          options={MAIL_LOCALES.map((locale) => ({
            label: text(LANGUAGE_IDS[locale]),
            value: locale,
          }))}
        />
      </Form.Item>

      <Form.Header>
        <FormattedMessage id="admin.settings.limits" />
      </Form.Header>
      {numberItem('limit', 'admin.settings.limit', publicWrites.limit)}
      {numberItem('windowSeconds', 'admin.settings.windowSeconds', publicWrites.windowSeconds)}
      {numberItem('globalLimit', 'admin.settings.globalLimit', publicWrites.globalLimit)}
    </Form>
  );
}
