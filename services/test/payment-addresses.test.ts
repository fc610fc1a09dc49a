// Payment addresses against published test vectors (BIP32, BIP49, BIP84, SLIP-132), and the
// checks that stop the service from starting with a key or address it cannot use.
import { HDKey } from '@scure/bip32';
import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  KEY_FORMATS,
  parseAccountKey,
  parseFixedAddress,
  receiveAddress,
  receiveAddresses,
  BTC_NETWORKS,
} from '../src/modules/payments/payment-keys.js';

const versionsOf = (prefix: string) => KEY_FORMATS.find((f) => f.prefix === prefix)!.versions;
const ABANDON = `${'abandon '.repeat(11)}about`;

describe('BIP32 test vector 1', () => {
  const seed = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'));

  it('derives m/0H/1/2H/2 privately, then child 1000000000 from its xpub publicly', () => {
    const key = HDKey.fromMasterSeed(seed).derive("m/0'/1/2'/2");
    const xpub =
      'xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV';
    expect(key.publicExtendedKey).toBe(xpub);

    // The service reads public keys only: the same child from the xpub alone.
    const account = parseAccountKey(xpub, 'mainnet');
    expect(account.key.privateKey).toBeNull();
    expect(account.key.deriveChild(1_000_000_000).publicExtendedKey).toBe(
      'xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy',
    );
  });
});

describe('receive addresses m/0/i', () => {
  it('BIP84: a zpub gives native segwit addresses', () => {
    const account = parseAccountKey(
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
      'mainnet',
    );
    expect(account.kind).toBe('p2wpkh');
    expect(receiveAddress(account, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(receiveAddress(account, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it('the BIP84 zpub is the account m/84H/0H/0H of "abandon … about"', () => {
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON), versionsOf('zpub'));
    expect(root.derive("m/84'/0'/0'").publicExtendedKey).toBe(
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
    );
  });

  it('BIP49: a ypub gives nested segwit addresses (SLIP-132 vector)', () => {
    const account = parseAccountKey(
      'ypub6Ww3ibxVfGzLrAH1PNcjyAWenMTbbAosGNB6VvmSEgytSER9azLDWCxoJwW7Ke7icmizBMXrzBx9979FfaHxHcrArf3zbeJJJUZPf663zsP',
      'mainnet',
    );
    expect(account.kind).toBe('p2sh-p2wpkh');
    expect(receiveAddress(account, 0)).toBe('37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf');
    expect(receiveAddress(account, 1)).toBe('3LtMnn87fqUeHBUG414p9CWwnoV6E2pNKS');
  });

  it('BIP44: an xpub gives legacy addresses (SLIP-132 vector)', () => {
    const account = parseAccountKey(
      'xpub6BosfCnifzxcFwrSzQiqu2DBVTshkCXacvNsWGYJVVhhawA7d4R5WSWGFNbi8Aw6ZRc1brxMyWMzG3DSSSSoekkudhUd9yLb6qx39T9nMdj',
      'mainnet',
    );
    expect(account.kind).toBe('p2pkh');
    expect(receiveAddress(account, 0)).toBe('1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA');
  });

  const VPUB =
    'vpub5Y6cjg78GGuNLsaPhmYsiw4gYX3HoQiRBiSwDaBXKUafCt9bNwWQiitDk5VZ5BVxYnQdwoTyXSs2JHRPAgjAvtbBrf8ZhDYe2jWAqvZVnsc';

  it('a vpub gives tb1 addresses on testnet and bcrt1 addresses on regtest', () => {
    // The SLIP-132 testnet vpub is the account m/84H/1H/0H of "abandon … about".
    const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON), versionsOf('vpub'));
    expect(root.derive("m/84'/1'/0'").publicExtendedKey).toBe(VPUB);

    expect(receiveAddress(parseAccountKey(VPUB, 'testnet'), 0)).toBe(
      'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    );
    expect(receiveAddress(parseAccountKey(VPUB, 'regtest'), 0)).toBe(
      'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk',
    );
  });

  it('BIP49 testnet: an upub gives 2… addresses', () => {
    const account = parseAccountKey(
      'upub5EFU65HtV5TeiSHmZZm7FUffBGy8UKeqp7vw43jYbvZPpoVsgU93oac7Wk3u6moKegAEWtGNF8DehrnHtv21XXEMYRUocHqguyjknFHYfgY',
      'testnet',
    );
    expect(receiveAddress(account, 0)).toBe('2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2');
  });
});

describe('receive addresses beyond the vectors', () => {
  it('are those the BIP32 library derives, for every kind of key, index after index', () => {
    const seed = mnemonicToSeedSync(ABANDON);
    for (const { prefix, kind, versions, chain } of KEY_FORMATS) {
      const network = chain === 'main' ? 'mainnet' : 'regtest';
      const accountKey = HDKey.fromMasterSeed(seed, versions).derive("m/84'/1'/3'");
      const account = parseAccountKey(accountKey.publicExtendedKey, network);
      expect(account.kind).toBe(kind);
      const params = BTC_NETWORKS[network];
      for (const index of [0, 1, 2, 17, 255, 256, 65_535, 1_000_000, 2 ** 31 - 1]) {
        const publicKey = accountKey.deriveChild(0).deriveChild(index).publicKey!;
        const expected = {
          p2pkh: () => p2pkh(publicKey, params).address,
          'p2sh-p2wpkh': () => p2sh(p2wpkh(publicKey, params), params).address,
          p2wpkh: () => p2wpkh(publicKey, params).address,
        }[kind]();
        expect(receiveAddress(account, index), `${prefix} m/0/${index}`).toBe(expected);
      }
    }
  });

  it('derived as a run are each the one derived alone', () => {
    const accountKey = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/84'/0'/0'");
    const account = parseAccountKey(accountKey.publicExtendedKey, 'mainnet');
    const run = receiveAddresses(account, 250, 16);
    expect(run).toHaveLength(16);
    expect(new Set(run).size).toBe(16);
    run.forEach((address, i) => expect(address).toBe(receiveAddress(account, 250 + i)));
  });
});

describe('refusals', () => {
  const ZPUB =
    'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

  it('a key of another network', () => {
    expect(() => parseAccountKey(ZPUB, 'regtest')).toThrow(
      'PAYMENT_ACCOUNT_XPUB is a mainnet key (zpub) but PAYMENT_NETWORK is regtest',
    );
    const vpub =
      'vpub5Y6cjg78GGuNLsaPhmYsiw4gYX3HoQiRBiSwDaBXKUafCt9bNwWQiitDk5VZ5BVxYnQdwoTyXSs2JHRPAgjAvtbBrf8ZhDYe2jWAqvZVnsc';
    expect(() => parseAccountKey(vpub, 'mainnet')).toThrow(/testnet\/regtest key \(vpub\)/);
  });

  it('a bad checksum, a private key or something else, never echoing the value', () => {
    const typo = ZPUB.slice(0, -1) + (ZPUB.endsWith('s') ? 't' : 's');
    expect(() => parseAccountKey(typo, 'mainnet')).toThrow(
      'PAYMENT_ACCOUNT_XPUB is not a valid zpub (bad checksum, length or key)',
    );
    const xprv = HDKey.fromMasterSeed(new Uint8Array(32).fill(1)).privateExtendedKey;
    expect(() => parseAccountKey(xprv, 'mainnet')).toThrow(/is a private key/);
    expect(() => parseAccountKey(xprv, 'mainnet')).not.toThrow(xprv);
    expect(() => parseAccountKey('hello', 'mainnet')).toThrow(/must be an extended public key/);
  });

  it('fixed addresses: checksum and network', () => {
    expect(parseFixedAddress(' bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu ', 'mainnet')).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    expect(parseFixedAddress('37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf', 'mainnet')).toBe(
      '37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf',
    );
    expect(() =>
      parseFixedAddress('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv', 'mainnet'),
    ).toThrow('PAYMENT_ADDRESS is not a valid mainnet Bitcoin address (format or checksum)');
    expect(() =>
      parseFixedAddress('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl', 'mainnet'),
    ).toThrow('PAYMENT_ADDRESS is a testnet address but PAYMENT_NETWORK is mainnet');
    expect(() =>
      parseFixedAddress('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'regtest'),
    ).toThrow('PAYMENT_ADDRESS is a mainnet address but PAYMENT_NETWORK is regtest');
    expect(() => parseFixedAddress('37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgg', 'mainnet')).toThrow(
      /not a valid mainnet/,
    );
  });
});

describe('the configuration', () => {
  const uri = 'mongodb://localhost/';
  const ZPUB =
    'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

  it('reads an account key, with the defaults', () => {
    const config = loadConfig({ MONGODB_URI: uri, PAYMENT_ACCOUNT_XPUB: ZPUB });
    expect(config.payments).toMatchObject({
      network: 'mainnet',
      addresses: { kind: 'account' },
      quoteLifetimeMs: 60 * 60_000,
      maxRateAgeMs: 900_000,
    });
    expect(config.chain.confirmations).toBe(1);
  });

  it('reads a fixed address and the quote settings', () => {
    const config = loadConfig({
      MONGODB_URI: uri,
      PAYMENT_ADDRESS: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
      PAYMENT_NETWORK: 'testnet',
      QUOTE_LIFETIME_MINUTES: '30',
      QUOTE_MAX_RATE_AGE_SECONDS: '300',
      QUOTE_HOLD_SECONDS: '120',
      OPEN_ORDERS_PER_CLIENT: '3',
    });
    expect(config.payments).toEqual({
      network: 'testnet',
      addresses: {
        kind: 'fixed',
        address: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
        network: 'testnet',
      },
      quoteLifetimeMs: 30 * 60_000,
      maxRateAgeMs: 300_000,
      quoteHoldMs: 120_000,
      // The default: 90 days.
      unpaidRetentionMs: 90 * 86_400_000,
      openOrdersPerClient: 3,
      fromEnv: { addresses: true, network: true, quoteLifetime: true, confirmations: false },
    });
  });

  it('starts without either: the settings page then says where buyers pay', () => {
    const config = loadConfig({ MONGODB_URI: uri });
    expect(config.payments).toMatchObject({
      network: 'mainnet',
      addresses: null,
      fromEnv: { addresses: false, network: false, quoteLifetime: false, confirmations: false },
    });
  });

  it('refuses to start with both, or with a bad one, naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { PAYMENT_ACCOUNT_XPUB: ZPUB, PAYMENT_ADDRESS: '37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf' },
        /not both/,
      ],
      [{ PAYMENT_ACCOUNT_XPUB: 'zpub-nonsense' }, /PAYMENT_ACCOUNT_XPUB is not a valid zpub/],
      [{ PAYMENT_ADDRESS: '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabB' }, /PAYMENT_ADDRESS is not a valid/],
      [{ PAYMENT_ACCOUNT_XPUB: ZPUB, PAYMENT_NETWORK: 'testnet' }, /PAYMENT_NETWORK is testnet/],
      [{ PAYMENT_ACCOUNT_XPUB: ZPUB, PAYMENT_NETWORK: 'signet' }, /PAYMENT_NETWORK must be one of/],
      [{ PAYMENT_ACCOUNT_XPUB: ZPUB, QUOTE_LIFETIME_MINUTES: '0' }, /QUOTE_LIFETIME_MINUTES/],
      [{ PAYMENT_ACCOUNT_XPUB: ZPUB, QUOTE_MAX_RATE_AGE_SECONDS: 'x' }, /QUOTE_MAX_RATE_AGE/],
    ];
    for (const [env, message] of cases) {
      const load = () => loadConfig({ MONGODB_URI: uri, ...env });
      expect(load, JSON.stringify(env)).toThrow(ConfigError);
      expect(load, JSON.stringify(env)).toThrow(message);
    }
  });
});
