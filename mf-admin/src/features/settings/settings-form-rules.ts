/**
 * The settings form's values and rules: the reply's effective values as form fields, the form's
 * fields as the PUT body, and the service's refusal codes of a payment address as message ids.
 * The checks with the contract's schemas are in settings-field-checks.ts, loaded when a field
 * is first checked (zod is not needed to show the form).
 */
import type {
  PaymentAddressKind,
  PaymentSettingProblem,
  SiteSettings,
  SiteSettingsRequest,
} from '@minesite/shared/contract';
import type { MailLocale, PaymentNetwork } from '@minesite/shared/contract';

export interface SettingsFormValues {
  /** '' for none: orders are refused until one is set. */
  addressKind: PaymentAddressKind | '';
  addressValue: string;
  network: PaymentNetwork;
  confirmations: string;
  quoteLifetimeMinutes: string;
  operatorEmail: string;
  operatorLocale: MailLocale;
  limit: string;
  windowSeconds: string;
  globalLimit: string;
  /** '' for none: no webhooks are recorded. */
  webhookUrl: string;
  /** A new secret; '' keeps the one set (the page never reads it back). */
  webhookSecret: string;
  /** Buyers may pick USDT on TRON. */
  usdtTron: boolean;
  /** Buyers may pick USDT on Ethereum. */
  usdtEthereum: boolean;
}

export type RailField = 'usdtTron' | 'usdtEthereum';

export type NumberField =
  'confirmations' | 'quoteLifetimeMinutes' | 'limit' | 'windowSeconds' | 'globalLimit';

export function settingsFormValues(settings: SiteSettings): SettingsFormValues {
  const { payment, notifications, publicWrites, webhooks, rails } = settings;
  return {
    addressKind: payment.address.value?.kind ?? '',
    addressValue: payment.address.value?.value ?? '',
    network: payment.network.value,
    confirmations: String(payment.confirmations.value),
    quoteLifetimeMinutes: String(payment.quoteLifetimeMinutes.value),
    operatorEmail: notifications.operatorEmail.value ?? '',
    operatorLocale: notifications.operatorLocale.value,
    limit: String(publicWrites.limit.value),
    windowSeconds: String(publicWrites.windowSeconds.value),
    globalLimit: String(publicWrites.globalLimit.value),
    webhookUrl: webhooks.url.value ?? '',
    webhookSecret: '',
    usdtTron: rails['usdt-tron'].value,
    usdtEthereum: rails['usdt-ethereum'].value,
  };
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The PUT body of the form's values. */
export function settingsRequest(values: SettingsFormValues): SiteSettingsRequest {
  const address = values.addressValue.trim();
  return {
    payment: {
      address: values.addressKind && address ? { kind: values.addressKind, value: address } : null,
      network: values.network,
      confirmations: asNumber(values.confirmations),
      quoteLifetimeMinutes: asNumber(values.quoteLifetimeMinutes),
    },
    notifications: {
      operatorEmail: values.operatorEmail.trim() || null,
      operatorLocale: values.operatorLocale,
    },
    publicWrites: {
      limit: asNumber(values.limit),
      windowSeconds: asNumber(values.windowSeconds),
      globalLimit: asNumber(values.globalLimit),
    },
    webhooks: webhooksRequest(values),
    rails: { 'usdt-tron': values.usdtTron, 'usdt-ethereum': values.usdtEthereum },
  };
}

/** The webhook's URL and secret: an empty secret keeps the stored one, no URL removes both. */
function webhooksRequest(values: SettingsFormValues): SiteSettingsRequest['webhooks'] {
  const url = values.webhookUrl.trim() || null;
  if (values.webhookSecret) return { url, secret: values.webhookSecret };
  return url ? { url } : { url, secret: null };
}

/** A webhook URL needs a secret: the one set, or a new one. */
export function webhookSecretProblem(values: SettingsFormValues, secretSet: boolean) {
  return values.webhookUrl.trim() && !values.webhookSecret && !secretSet
    ? { id: 'admin.settings.problem.webhookSecretRequired' }
    : null;
}

/** The address field needs a value once a kind is chosen. */
export function addressProblem(kind: SettingsFormValues['addressKind'], text: string) {
  return kind && text.trim() === '' ? { id: 'admin.form.required' } : null;
}

/** The service's refusals of a payment address, in the operator's language. */
export const PAYMENT_PROBLEM_IDS: Record<PaymentSettingProblem, string> = {
  payment_key_private: 'admin.settings.problem.keyPrivate',
  payment_key_format: 'admin.settings.problem.keyFormat',
  payment_key_invalid: 'admin.settings.problem.keyInvalid',
  payment_address_invalid: 'admin.settings.problem.addressInvalid',
  payment_wrong_network: 'admin.settings.problem.wrongNetwork',
  rail_key_missing: 'admin.settings.problem.railKeyMissing',
};

export function paymentProblemId(code: string | undefined): string | null {
  return code && code in PAYMENT_PROBLEM_IDS
    ? PAYMENT_PROBLEM_IDS[code as PaymentSettingProblem]
    : null;
}
