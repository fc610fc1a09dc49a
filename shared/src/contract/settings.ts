/**
 * The site settings the operator edits in the admin (`/admin/settings`): where orders are paid,
 * where notifications go, the public write limits. A value set in the environment wins over the
 * stored one and is shown read-only; each value says where it comes from.
 */
import './browser-jitless';
import { z } from 'zod';
import { PAYMENT_NETWORKS } from '../domain/payment';
import { addressGapSchema } from './dashboard';
import { MAIL_LOCALES } from './notifications';
import { paymentRailSchema } from './payment-rails';
import { webhookSecretSchema, webhookUrlSchema } from './webhooks';

/** Where an effective value comes from: the environment (read-only), the page, or the default. */
export const SETTING_SOURCES = ['env', 'settings', 'default'] as const;
export type SettingSource = (typeof SETTING_SOURCES)[number];

/** An account's extended public key (an address per order) or one fixed address. */
export const PAYMENT_ADDRESS_KINDS = ['account', 'fixed'] as const;
export type PaymentAddressKind = (typeof PAYMENT_ADDRESS_KINDS)[number];

/**
 * Why the service refused a payment address, or a USDT rail enabled without its account key in
 * the environment (400 `code`; the page shows it translated).
 */
export const PAYMENT_SETTING_PROBLEMS = [
  'payment_key_private',
  'payment_key_format',
  'payment_key_invalid',
  'payment_address_invalid',
  'payment_wrong_network',
  'rail_key_missing',
] as const;
export type PaymentSettingProblem = (typeof PAYMENT_SETTING_PROBLEMS)[number];

/** The ranges of the environment variables of the same names. */
export const SETTING_LIMITS = {
  confirmations: { min: 1, max: 100 },
  quoteLifetimeMinutes: { min: 1, max: 10_080 },
  publicWriteLimit: { min: 1, max: 1_000_000 },
  publicWriteWindowSeconds: { min: 1, max: 86_400 },
} as const;

const whole = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max);

export const paymentAddressSchema = z.strictObject({
  kind: z.enum(PAYMENT_ADDRESS_KINDS),
  value: z.string().trim().min(1).max(200),
});
export type PaymentAddressSetting = z.output<typeof paymentAddressSchema>;

const paymentShape = {
  /** null: none stored (orders are then refused until one is set). */
  address: paymentAddressSchema.nullable(),
  network: z.enum(PAYMENT_NETWORKS),
  confirmations: whole(SETTING_LIMITS.confirmations),
  quoteLifetimeMinutes: whole(SETTING_LIMITS.quoteLifetimeMinutes),
};
const notificationsShape = {
  /** null: none (the operator's messages are not sent). */
  // RFC 5321: at most 64 characters before the @ (zod's own rule does not limit them).
  operatorEmail: z
    .email()
    .max(320)
    .refine((email) => email.indexOf('@') <= 64, 'at most 64 characters before the @')
    .nullable(),
  operatorLocale: z.enum(MAIL_LOCALES),
};
const publicWritesShape = {
  /** Calls per client address and window on each public write route. */
  limit: whole(SETTING_LIMITS.publicWriteLimit),
  windowSeconds: whole(SETTING_LIMITS.publicWriteWindowSeconds),
  /** Calls from all clients together per window on each public write route. */
  globalLimit: whole(SETTING_LIMITS.publicWriteLimit),
};

export { RAIL_KEY_VARIABLES } from '../domain/payment-rails';

/**
 * Whether buyers may pick each USDT rail (BTC, the default rail, is always taken). Enabling a
 * rail whose account key the environment does not set is refused (422 `rail_key_missing`).
 */
const railsShape = {
  'usdt-tron': z.boolean(),
  'usdt-ethereum': z.boolean(),
};

/**
 * PUT /api/admin/settings: every value as the form shows it. Values the environment sets are
 * ignored (they stay read-only); the payment address is checked (checksum, network) before
 * anything is saved.
 */
export const siteSettingsBody = z.strictObject({
  payment: z.strictObject(paymentShape),
  notifications: z.strictObject(notificationsShape),
  publicWrites: z.strictObject(publicWritesShape),
  /** Absent: the rails stay as they are. */
  rails: z.strictObject(railsShape).partial().optional(),
  /**
   * Where order notices are POSTed. `secret` absent keeps the stored one (the page never
   * reads it back), null removes it; a URL needs a secret. Absent: both stay as they are.
   */
  webhooks: z
    .strictObject({
      url: webhookUrlSchema.nullable(),
      secret: webhookSecretSchema.nullable().optional(),
    })
    .optional(),
});
export type SiteSettingsInput = z.output<typeof siteSettingsBody>;
export type SiteSettingsRequest = z.input<typeof siteSettingsBody>;

const setting = <T extends z.ZodType>(value: T) =>
  z.strictObject({ value, source: z.enum(SETTING_SOURCES) });

type Settings<S extends Record<string, z.ZodType>> = {
  [K in keyof S]: ReturnType<typeof setting<S[K]>>;
};
const settingsOf = <S extends Record<string, z.ZodType>>(shape: S) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [key, setting(value)]),
    ) as Settings<S>,
  );

/** GET/PUT /api/admin/settings reply: each effective value with its source. */
export const siteSettingsSchema = z.strictObject({
  payment: settingsOf(paymentShape),
  // As stored or set in the environment (NOTIFY_EMAIL); the address rules apply to a save.
  notifications: settingsOf({
    ...notificationsShape,
    operatorEmail: z.string().max(320).nullable(),
  }),
  publicWrites: settingsOf(publicWritesShape),
  /**
   * Each USDT rail on or off: by default on when the environment sets its account key; a rail
   * without its key is off with source `env` (the page cannot enable it).
   */
  rails: settingsOf(railsShape),
  /** The secret itself is never sent back: only whether one is set. */
  webhooks: z.strictObject({
    url: setting(z.string().nullable()),
    secretSet: setting(z.boolean()),
  }),
  /** The last save from the page; null before the first. */
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/**
 * The account key as the operator's wallet imports it (Sparrow, Bitcoin Core): output
 * descriptors with their BIP380 checksum, so the wallet shows every address orders are given.
 */
export const walletExportSchema = z.strictObject({
  /** The receive chain (`…/0/*`), where every order's address comes from. */
  receiveDescriptor: z.string(),
  /** The change chain (`…/1/*`), for a wallet that also spends from the account. */
  changeDescriptor: z.string(),
  /**
   * The key origin's fingerprint: the account key's own, since an account key does not carry
   * the wallet's master fingerprint (enough to watch; a signing device needs its own there).
   */
  originFingerprint: z.string(),
});
export type WalletExport = z.output<typeof walletExportSchema>;

/** One rail's account as the operator's wallet watches it, and what its chain needs. */
export const railAccountSchema = z.strictObject({
  rail: paymentRailSchema,
  /** Buyers may pick it now. */
  enabled: z.boolean(),
  /** Its account key is set (BTC: an account key or address, here or in the environment). */
  available: z.boolean(),
  /** The environment variable holding its account key. */
  keyVariable: z.string(),
  /**
   * What the wallet imports (public data): BTC's receive descriptor, a USDT rail's account
   * xpub; null without one.
   */
  accountKey: z.string().nullable(),
  /** Where its receive addresses are derived (`m/44'/195'/0'/0/*`); null without a key. */
  derivationPath: z.string().nullable(),
  /** The token contract whose transfers are credited; null on BTC. */
  contract: z.string().nullable(),
  /** Blocks a payment needs before the order is paid. */
  confirmations: z.number().int().min(1),
  /** The gap limit its wallet needs (dashboard's `addressGap`); null without an account key. */
  addressGap: addressGapSchema.nullable(),
});
export type RailAccount = z.output<typeof railAccountSchema>;

/** GET/PUT /api/admin/settings reply: the settings, and the accounts as wallets import them. */
export const settingsPageSchema = siteSettingsSchema.extend({
  /** null unless orders are paid to an account key (a fixed address has nothing to import). */
  wallet: walletExportSchema.nullable(),
  /** Each rail (BTC, USDT on TRON, USDT on Ethereum) in that order. */
  railAccounts: z.array(railAccountSchema),
});
export type SettingsPage = z.output<typeof settingsPageSchema>;
