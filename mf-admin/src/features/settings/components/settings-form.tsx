import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { normalizeApiError } from '@minesite/shared/api';
import {
  type MailLocale,
  type PaymentNetwork,
  type SettingSource,
  type SiteSettings,
  type TokenRail,
} from '@minesite/shared/contract';
import { RAIL_KEY_VARIABLES } from '@minesite/shared/domain';
import { Button, Tag, Toast } from '@minesite/shared/ui';
import { SingleChoice } from '../../../components/single-choice';
import { LANGUAGE_NAME_IDS } from '../../../lib/language-names';
import { problemText } from '../../../lib/problem-text';
import { useSaveSiteSettingsMutation } from '../api';
import {
  addressProblem,
  paymentProblemId,
  settingsFormValues,
  settingsRequest,
  webhookSecretProblem,
  type NumberField,
  type RailField,
  type SettingsFormValues,
} from '../settings-form-rules';

/** The schema checks (and zod) load when a field is first checked, not with the page. */
const loadChecks = () => import('../settings-field-checks');

// Records of every network and language (their types make them complete), in the contract's order.
const NETWORK_IDS: Record<PaymentNetwork, string> = {
  mainnet: 'admin.settings.network.mainnet',
  testnet: 'admin.settings.network.testnet',
  regtest: 'admin.settings.network.regtest',
};
const PAYMENT_NETWORKS = Object.keys(NETWORK_IDS) as PaymentNetwork[];

const LANGUAGE_IDS: Record<MailLocale, string> = LANGUAGE_NAME_IDS;
const MAIL_LOCALES = Object.keys(LANGUAGE_IDS) as MailLocale[];

/** Each USDT rail's switch: its field and the rail it turns on or off. */
const RAIL_FIELDS: Record<RailField, TokenRail> = {
  usdtTron: 'usdt-tron',
  usdtEthereum: 'usdt-ethereum',
};

type Field = keyof SettingsFormValues;
const NUMBER_FIELDS: readonly Field[] = [
  'confirmations',
  'quoteLifetimeMinutes',
  'limit',
  'windowSeconds',
  'globalLimit',
] satisfies NumberField[];
type Problems = Partial<Record<Field, string>>;

/**
 * The settings form: a value the environment sets is shown read-only, marked as such. Plain
 * fields and the contract's checks (loaded when first needed): antd-mobile's Form would add
 * 30 KB to the page's first visit.
 */
export function SettingsForm({ settings, loading }: { settings: SiteSettings; loading: boolean }) {
  const intl = useIntl();
  const id = useId();
  const text = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const [values, setValues] = useState(() => settingsFormValues(settings));
  const [problems, setProblems] = useState<Problems>({});
  const [save, saving] = useSaveSiteSettingsMutation();
  const { payment, notifications, publicWrites, webhooks, rails } = settings;

  const sources: Record<Field, SettingSource> = {
    addressKind: payment.address.source,
    addressValue: payment.address.source,
    network: payment.network.source,
    confirmations: payment.confirmations.source,
    quoteLifetimeMinutes: payment.quoteLifetimeMinutes.source,
    operatorEmail: notifications.operatorEmail.source,
    operatorLocale: notifications.operatorLocale.source,
    limit: publicWrites.limit.source,
    windowSeconds: publicWrites.windowSeconds.source,
    globalLimit: publicWrites.globalLimit.source,
    webhookUrl: webhooks.url.source,
    webhookSecret: webhooks.secretSet.source,
    usdtTron: rails['usdt-tron'].source,
    usdtEthereum: rails['usdt-ethereum'].source,
  };
  const locked = (field: Field) => loading || sources[field] === 'env';

  /** What is wrong with `field` among `all`, in the operator's words, or null. */
  async function problemOf(field: Field, all: SettingsFormValues): Promise<string | null> {
    if (locked(field)) return null;
    if (field === 'addressValue') {
      const found = addressProblem(all.addressKind, all.addressValue);
      return found && text(found.id);
    }
    if (field === 'webhookUrl' || field === 'webhookSecret') return webhookProblem(field, all);
    const number = NUMBER_FIELDS.includes(field);
    if (!number && field !== 'operatorEmail') return null;
    const checks = await loadChecks();
    const found = number
      ? checks.numberProblem(field as NumberField, all[field] as string)
      : checks.emailProblem(all.operatorEmail);
    return found && problemText(text, found);
  }

  async function webhookProblem(
    field: 'webhookUrl' | 'webhookSecret',
    all: SettingsFormValues,
  ): Promise<string | null> {
    const checks = await loadChecks();
    const found =
      field === 'webhookUrl'
        ? checks.webhookUrlProblem(all.webhookUrl)
        : (checks.newSecretProblem(all.webhookSecret) ??
          webhookSecretProblem(all, webhooks.secretSet.value));
    return found && problemText(text, found);
  }

  async function check(fields: Field[], all: SettingsFormValues): Promise<Problems> {
    const found = await Promise.all(fields.map((field) => problemOf(field, all)));
    const checked = Object.fromEntries(fields.map((field, i) => [field, found[i] ?? undefined]));
    setProblems((shown) => ({ ...shown, ...checked }));
    return checked;
  }

  function change<F extends Field>(field: F, value: SettingsFormValues[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // The address is needed once a kind is chosen; a webhook URL needs a secret.
    const alsoChecked: Partial<Record<Field, Field>> = {
      addressKind: 'addressValue',
      webhookUrl: 'webhookSecret',
    };
    const also = alsoChecked[field];
    void check(also ? [field, also] : [field], next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await check(Object.keys(sources) as Field[], values);
    if (Object.values(found).some(Boolean)) {
      Toast.show({ icon: 'fail', content: text('admin.settings.incomplete') });
      return;
    }
    const result = await save(settingsRequest(values));
    if ('error' in result) {
      const failure = normalizeApiError(result.error);
      const code = failure.kind === 'server' ? failure.code : undefined;
      const secretMissing = code === 'webhook_secret_required';
      const problemId = secretMissing
        ? 'admin.settings.problem.webhookSecretRequired'
        : paymentProblemId(code);
      const problemField = secretMissing ? 'webhookSecret' : 'addressValue';
      if (problemId && code !== 'rail_key_missing')
        setProblems((shown) => ({ ...shown, [problemField]: text(problemId) }));
      const message = failure.kind === 'server' ? failure.message : '';
      Toast.show({
        icon: 'fail',
        content: problemId ? text(problemId) : text('admin.settings.error.save', { message }),
      });
      return;
    }
    Toast.show({ icon: 'success', content: text('admin.settings.saved') });
  }

  /** A field's label, with the environment's mark when it comes from there. */
  const label = (field: Field, labelId: string, required: boolean) => (
    <>
      {text(labelId)}
      {required && (
        <span className="settings-required" aria-hidden="true">
          *
        </span>
      )}
      {sources[field] === 'env' && (
        <Tag color="default" fill="outline" className="settings-env-tag">
          <FormattedMessage id="admin.settings.fromEnv" />
        </Tag>
      )}
    </>
  );

  /** A problem under its field, named by the field (`aria-describedby`). */
  const problem = (field: Field) =>
    problems[field] && (
      <p id={`${id}-${field}-problem`} className="settings-problem">
        {problems[field]}
      </p>
    );

  const textItem = (
    field: Field,
    labelId: string,
    input: {
      required?: boolean;
      type?: string;
      inputMode?: 'numeric';
      placeholder?: string;
      autoComplete?: string;
    },
  ) => (
    <div className="settings-field">
      <label className="settings-label" htmlFor={`${id}-${field}`}>
        {label(field, labelId, input.required ?? false)}
      </label>
      <input
        id={`${id}-${field}`}
        className="settings-input"
        type={input.type ?? 'text'}
        inputMode={input.inputMode}
        placeholder={input.placeholder}
        autoComplete={input.autoComplete ?? 'off'}
        required={input.required}
        disabled={locked(field)}
        value={values[field] as string}
        aria-invalid={Boolean(problems[field])}
        aria-describedby={problems[field] ? `${id}-${field}-problem` : undefined}
        onChange={(event) => change(field, event.target.value)}
      />
      {problem(field)}
    </div>
  );

  const choiceItem = <F extends 'addressKind' | 'network' | 'operatorLocale'>(
    field: F,
    labelId: string,
    options: { label: string; value: string }[],
    choice: { required: boolean; columns: number },
  ) => (
    <div className="settings-field">
      <span className="settings-label">{label(field, labelId, false)}</span>
      <SingleChoice
        required={choice.required}
        columns={choice.columns}
        disabled={locked(field)}
        label={text(labelId)}
        options={options}
        value={values[field]}
        onChange={(value) => change(field, value as SettingsFormValues[F])}
      />
      {problem(field)}
    </div>
  );

  const numberItem = (field: NumberField, labelId: string) =>
    textItem(field, labelId, { required: true, inputMode: 'numeric' });

  /** A USDT rail's switch; without its account key in the environment, off and saying why. */
  const railItem = (field: RailField) => {
    const rail = RAIL_FIELDS[field];
    return (
      <div className="settings-field">
        <label className="settings-label settings-check" htmlFor={`${id}-${field}`}>
          <input
            id={`${id}-${field}`}
            type="checkbox"
            checked={values[field]}
            disabled={locked(field)}
            aria-describedby={sources[field] === 'env' ? `${id}-${field}-why` : undefined}
            onChange={(event) => change(field, event.target.checked)}
          />
          {label(field, `admin.settings.rail.${rail}`, false)}
        </label>
        {sources[field] === 'env' && (
          <p id={`${id}-${field}-why`} className="settings-hint">
            {text('admin.settings.rail.keyMissing', { variable: RAIL_KEY_VARIABLES[rail] })}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="settings-form"
      name="settings"
      aria-busy={loading}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="settings-section">
        <FormattedMessage id="admin.settings.payment" />
      </h2>
      {choiceItem(
        'addressKind',
        'admin.settings.addressKind',
        [
          { label: text('admin.settings.addressKind.account'), value: 'account' },
          { label: text('admin.settings.addressKind.fixed'), value: 'fixed' },
        ],
        { required: false, columns: 2 },
      )}
      {textItem('addressValue', 'admin.settings.address', {
        placeholder: text('admin.settings.address.placeholder'),
      })}
      {choiceItem(
        'network',
        'admin.settings.network',
        PAYMENT_NETWORKS.map((network) => ({ label: text(NETWORK_IDS[network]), value: network })),
        { required: true, columns: 3 },
      )}
      {numberItem('confirmations', 'admin.settings.confirmations')}
      {numberItem('quoteLifetimeMinutes', 'admin.settings.quoteLifetime')}
      {railItem('usdtTron')}
      {railItem('usdtEthereum')}

      <h2 className="settings-section">
        <FormattedMessage id="admin.settings.notifications" />
      </h2>
      {textItem('operatorEmail', 'admin.settings.operatorEmail', { type: 'email' })}
      {choiceItem(
        'operatorLocale',
        'admin.settings.operatorLocale',
        MAIL_LOCALES.map((locale) => ({ label: text(LANGUAGE_IDS[locale]), value: locale })),
        { required: true, columns: 4 },
      )}

      <h2 className="settings-section">
        <FormattedMessage id="admin.settings.limits" />
      </h2>
      {numberItem('limit', 'admin.settings.limit')}
      {numberItem('windowSeconds', 'admin.settings.windowSeconds')}
      {numberItem('globalLimit', 'admin.settings.globalLimit')}

      <h2 className="settings-section">
        <FormattedMessage id="admin.settings.webhooks" />
      </h2>
      <p className="settings-note">
        <FormattedMessage id="admin.settings.webhooks.note" />{' '}
        <Link to="/admin/webhooks">
          <FormattedMessage id="admin.settings.webhooks.log" />
        </Link>
      </p>
      {textItem('webhookUrl', 'admin.settings.webhookUrl', {
        type: 'url',
        placeholder: text('admin.settings.webhookUrl.placeholder'),
      })}
      {textItem('webhookSecret', 'admin.settings.webhookSecret', {
        type: 'password',
        // Never filled by the browser's saved passwords: a new secret is typed on purpose.
        autoComplete: 'new-password',
        placeholder: text(
          webhooks.secretSet.value
            ? 'admin.settings.webhookSecret.set'
            : 'admin.settings.webhookSecret.none',
        ),
      })}

      <div className="settings-footer">
        <Button block type="submit" color="primary" disabled={loading} loading={saving.isLoading}>
          <FormattedMessage id="admin.settings.save" />
        </Button>
      </div>
    </form>
  );
}
