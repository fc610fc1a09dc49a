// Where orders are paid when the environment does not say: the settings page's account key or
// fixed address, checked as the start checks PAYMENT_ACCOUNT_XPUB and PAYMENT_ADDRESS
// (payments/payment-keys.ts: checksum, network, no private keys) before it is saved, and read per
// order, so a change applies to the next order without a restart.
import {
  TOKEN_RAILS,
  type PaymentAddressSetting,
  type PaymentNetwork,
  type PaymentRail,
  type PaymentSettingProblem,
  type SiteSettings,
  type TokenRail,
} from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import type { Config } from '../../config.js';
import {
  BadRequestError,
  ServiceUnavailableError,
  UnprocessableEntityError,
} from '../../http/errors.js';
import { PaymentAddresses, type AllocatedAddress } from '../payments/addresses.js';
import {
  KEY_FORMATS,
  PaymentSetupError,
  parseAccountKey,
  parseFixedAddress,
  type PaymentAddressSource,
} from '../payments/payment-keys.js';
import { tokenAddressChain } from '../payments/token-keys.js';
import { effectiveSettings, readSiteSettings } from './site-settings.js';

const chainOf = (network: PaymentNetwork) => (network === 'mainnet' ? 'main' : 'test');
const NETWORKS: PaymentNetwork[] = ['mainnet', 'testnet', 'regtest'];

/** A refused address: 400 with the reason's code, which the settings page translates. */
export class PaymentSettingError extends BadRequestError {
  constructor(code: PaymentSettingProblem, message: string) {
    super(message, { code });
  }
}

/** The setting as an address source, or the reason it cannot be one. */
export function parsePaymentAddress(
  setting: PaymentAddressSetting,
  network: PaymentNetwork,
): PaymentAddressSource {
  const value = setting.value.trim();
  const variable = 'payment.address';
  if (setting.kind === 'account') {
    if (/^[xyztuv]prv/.test(value)) {
      throw new PaymentSettingError(
        'payment_key_private',
        `${variable} is a private key; give the account's extended public key`,
      );
    }
    const format = KEY_FORMATS.find((candidate) => value.startsWith(candidate.prefix));
    if (!format) {
      throw new PaymentSettingError(
        'payment_key_format',
        `${variable} must be an extended public key starting with xpub, ypub, zpub, tpub, upub or vpub`,
      );
    }
    if (format.chain !== chainOf(network)) {
      throw new PaymentSettingError(
        'payment_wrong_network',
        `${variable} is a key of another network than ${network}`,
      );
    }
    try {
      return { kind: 'account', account: parseAccountKey(value, network, variable) };
    } catch (error) {
      if (!(error instanceof PaymentSetupError)) throw error;
      throw new PaymentSettingError('payment_key_invalid', error.message);
    }
  }
  try {
    return { kind: 'fixed', address: parseFixedAddress(value, network, variable), network };
  } catch (error) {
    if (!(error instanceof PaymentSetupError)) throw error;
    const elsewhere = NETWORKS.some((other) => {
      if (chainOf(other) === chainOf(network)) return false;
      try {
        parseFixedAddress(value, other);
        return true;
      } catch {
        return false;
      }
    });
    throw new PaymentSettingError(
      elsewhere ? 'payment_wrong_network' : 'payment_address_invalid',
      error.message,
    );
  }
}

function enabledIn(settings: SiteSettings): PaymentRail[] {
  return ['btc', ...TOKEN_RAILS.filter((rail) => settings.rails[rail].value)];
}

function refuseUnless(enabled: boolean, rail: PaymentRail): void {
  if (!enabled) {
    throw new UnprocessableEntityError(`Payment in ${rail} is not enabled on this shop`, {
      code: 'rail_not_enabled',
    });
  }
}

/**
 * The payment settings as orders use them: `allocate` reads the effective settings (the copy
 * in memory, checked against the shared version at most a second old); the lifetime and the
 * confirmations are the last read values, refreshed in the background when read.
 */
export class EffectivePayments {
  /** One address handout per source: each remembers the indexes it took (addresses.ts). */
  private readonly handouts = new Map<string, PaymentAddresses>();
  private latest: SiteSettings['payment'];

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.latest = effectiveSettings(config, {}).payment;
    void this.refresh().catch(() => undefined);
  }

  /** The effective payment settings now. */
  async refresh(): Promise<SiteSettings['payment']> {
    this.latest = (await readSiteSettings(this.db, this.config)).payment;
    return this.latest;
  }

  /**
   * The new order's address on `rail`: BTC's from the settings (503 `payment_not_configured`
   * while none is set anywhere), a USDT rail's from its account key (422 `rail_not_enabled`
   * without one, or while the operator has it off).
   */
  async allocate(rail: PaymentRail = 'btc'): Promise<AllocatedAddress> {
    const settings = await readSiteSettings(this.db, this.config);
    this.latest = settings.payment;
    if (rail === 'btc') return this.handoutFor(settings.payment).allocate();
    refuseUnless(enabledIn(settings).includes(rail), rail);
    return this.tokenHandoutFor(rail, settings.payment.network.value).allocate();
  }

  /**
   * The rails buyers may pick now: BTC, and each USDT rail whose account key is configured and
   * which the operator has not turned off (read per call: a save applies without a restart).
   */
  async enabledRails(): Promise<PaymentRail[]> {
    return enabledIn(await readSiteSettings(this.db, this.config));
  }

  /** Refuses a rail the shop has not enabled: 422 `rail_not_enabled`. */
  async checkRail(rail: PaymentRail): Promise<void> {
    refuseUnless((await this.enabledRails()).includes(rail), rail);
  }

  /** Takes back an address handed out for an order that was not stored. */
  giveBack(allocated: AllocatedAddress): void {
    for (const handout of this.handouts.values()) handout.giveBack(allocated);
  }

  get quoteLifetimeMs(): number {
    void this.refresh().catch(() => undefined);
    return this.latest.quoteLifetimeMinutes.value * 60_000;
  }

  get confirmations(): number {
    void this.refresh().catch(() => undefined);
    return this.latest.confirmations.value;
  }

  private handoutFor(payment: SiteSettings['payment']): PaymentAddresses {
    const address = payment.address.value;
    if (!address) {
      throw new ServiceUnavailableError(
        'No payment address is configured: the operator sets one on the settings page',
        { code: 'payment_not_configured' },
      );
    }
    const fromEnv = payment.address.source === 'env';
    const key = fromEnv ? 'env' : `${address.kind}:${address.value}:${payment.network.value}`;
    let handout = this.handouts.get(key);
    if (!handout) {
      handout = new PaymentAddresses(this.db, this.sourceOf(fromEnv, address, payment));
      this.handouts.set(key, handout);
    }
    return handout;
  }

  private tokenHandoutFor(rail: TokenRail, network: PaymentNetwork): PaymentAddresses {
    const account = this.config.tokenRails.accounts[rail]!;
    const key = `${rail}:${account.fingerprint}:${network}`;
    let handout = this.handouts.get(key);
    if (!handout) {
      const chain = tokenAddressChain(account, network);
      handout = new PaymentAddresses(this.db, { kind: 'chain', chain });
      this.handouts.set(key, handout);
    }
    return handout;
  }

  private sourceOf(
    fromEnv: boolean,
    address: PaymentAddressSetting,
    payment: SiteSettings['payment'],
  ): PaymentAddressSource {
    if (fromEnv && this.config.payments.addresses) return this.config.payments.addresses;
    try {
      return parsePaymentAddress(address, payment.network.value);
    } catch (error) {
      // Saved valid, but the network came from the environment since: refused until fixed.
      throw new ServiceUnavailableError(
        'The payment address on the settings page does not fit the payment network',
        { code: 'payment_not_configured', cause: error },
      );
    }
  }
}

/** One per database and configuration in this process, shared by the orders and the watcher. */
const shared = new WeakMap<Db, WeakMap<Config, EffectivePayments>>();

export function effectivePayments(db: Db, config: Config): EffectivePayments {
  let byConfig = shared.get(db);
  if (!byConfig) shared.set(db, (byConfig = new WeakMap()));
  let payments = byConfig.get(config);
  if (!payments) byConfig.set(config, (payments = new EffectivePayments(db, config)));
  return payments;
}
