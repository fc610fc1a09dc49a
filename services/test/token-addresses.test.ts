// USDT rails' receive addresses against the chains' published derivations of the BIP39
// "abandon … about" mnemonic, read back by a second library, and the start's refusals of keys
// the service cannot use.
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { sha256 } from '@noble/hashes/sha2.js';
import { getAddress } from 'viem';
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { parseTokenAccountKey, tokenReceiveAddress } from '../src/modules/payments/token-keys.js';

const ABANDON = `${'abandon '.repeat(11)}about`;
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
const ETH_XPUB = root.derive("m/44'/60'/0'").publicExtendedKey;
const TRON_XPUB = root.derive("m/44'/195'/0'").publicExtendedKey;

describe('Ethereum receive addresses (account m/44H/60H/0H)', () => {
  const account = parseTokenAccountKey(ETH_XPUB, 'usdt-ethereum', 'PAYMENT_ETH_ACCOUNT_XPUB');

  it('m/0/0 of "abandon … about" is the published 0x9858…Da94, EIP-55 checksummed', () => {
    expect(tokenReceiveAddress(account, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it('each index is the address viem derives from the mnemonic, with its checksum', () => {
    for (const index of [1, 2, 19]) {
      const address = tokenReceiveAddress(account, index);
      expect(address).toBe(mnemonicToAccount(ABANDON, { addressIndex: index }).address);
      expect(getAddress(address.toLowerCase())).toBe(address);
    }
  });
});

describe('TRON receive addresses (account m/44H/195H/0H)', () => {
  const account = parseTokenAccountKey(TRON_XPUB, 'usdt-tron', 'PAYMENT_TRON_ACCOUNT_XPUB');
  const base58check = createBase58check(sha256);

  it('m/0/0 and m/0/1 of "abandon … about" are the published T… addresses', () => {
    expect(tokenReceiveAddress(account, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(tokenReceiveAddress(account, 1)).toBe('TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK');
  });

  it("decodes to 0x41 and the account id viem computes from the path's private key", () => {
    for (const index of [0, 3]) {
      const bytes = base58check.decode(tokenReceiveAddress(account, index));
      const privateKey = root.derive(`m/44'/195'/0'/0/${index}`).privateKey!;
      const viemAddress = privateKeyToAddress(`0x${Buffer.from(privateKey).toString('hex')}`);
      expect(bytes[0]).toBe(0x41);
      expect(Buffer.from(bytes.subarray(1)).toString('hex')).toBe(
        viemAddress.slice(2).toLowerCase(),
      );
    }
  });
});

describe('the start refuses a token rail key it cannot use, naming the variable', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017' };
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return null;
  };

  it('without the keys both rails are off; with one, that rail has its account', () => {
    expect(loadConfig(base).tokenRails.accounts).toEqual({
      'usdt-tron': null,
      'usdt-ethereum': null,
    });
    const config = loadConfig({ ...base, PAYMENT_TRON_ACCOUNT_XPUB: TRON_XPUB });
    expect(config.tokenRails.accounts['usdt-tron']?.rail).toBe('usdt-tron');
    expect(config.tokenRails.accounts['usdt-ethereum']).toBeNull();
  });

  it('a private key', () => {
    const xprv = root.derive("m/44'/60'/0'").privateExtendedKey;
    const message = refusal({ PAYMENT_ETH_ACCOUNT_XPUB: xprv });
    expect(message).toContain('PAYMENT_ETH_ACCOUNT_XPUB is a private key');
    expect(message).not.toContain(xprv);
  });

  it('a bad checksum', () => {
    const broken = `${TRON_XPUB.slice(0, -1)}${TRON_XPUB.endsWith('a') ? 'b' : 'a'}`;
    expect(refusal({ PAYMENT_TRON_ACCOUNT_XPUB: broken })).toContain(
      'PAYMENT_TRON_ACCOUNT_XPUB is not a valid xpub',
    );
  });

  it('another kind of key or text', () => {
    expect(refusal({ PAYMENT_TRON_ACCOUNT_XPUB: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH' })).toContain(
      'PAYMENT_TRON_ACCOUNT_XPUB must be an extended public key starting with xpub',
    );
  });

  it("a key that is not an account's (the root, or the receive chain)", () => {
    expect(refusal({ PAYMENT_ETH_ACCOUNT_XPUB: root.publicExtendedKey })).toContain(
      "PAYMENT_ETH_ACCOUNT_XPUB is a key at depth 0; give the account's key (m/44'/60'/0', depth 3)",
    );
    const receiveChain = root.derive("m/44'/195'/0'/0").publicExtendedKey;
    expect(refusal({ PAYMENT_TRON_ACCOUNT_XPUB: receiveChain })).toContain(
      'PAYMENT_TRON_ACCOUNT_XPUB is a key at depth 4',
    );
  });
});

describe('ETH_CHAIN_ID, the chain Ethereum payment links name', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017' };

  it('is the payment network’s chain unless set', () => {
    expect(loadConfig(base).tokenRails.ethChainId).toBeNull();
    expect(loadConfig({ ...base, ETH_CHAIN_ID: '11155111' }).tokenRails.ethChainId).toBe(
      11_155_111,
    );
  });

  it('refuses what is no chain id at start, naming the variable', () => {
    for (const value of ['0', '1.5', 'sepolia']) {
      expect(() => loadConfig({ ...base, ETH_CHAIN_ID: value })).toThrow(/ETH_CHAIN_ID/);
    }
  });
});
