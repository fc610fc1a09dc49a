// The account as an output descriptor for the operator's wallet: BIP380's checksum against its
// published vectors, and the descriptors of BIP39's "abandon … about" accounts (BIP44/49/84
// keys, master fingerprint 73c5da0a), whose checksums Bitcoin Core's descriptors.py writes.
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { KEY_FORMATS, parseAccountKey } from '../src/modules/payments/payment-keys.js';
import {
  accountDescriptors,
  descriptorChecksum,
  withChecksum,
} from '../src/modules/payments/output-descriptor.js';
import { testPaymentAccount } from './support/payment-account.js';

const versionsOf = (prefix: string) => KEY_FORMATS.find((f) => f.prefix === prefix)!.versions;
const master = HDKey.fromMasterSeed(mnemonicToSeedSync(`${'abandon '.repeat(11)}about`));
/** The account key at `path`, public, with the version bytes of `prefix` (SLIP-132). */
const accountKey = (path: string, prefix: string) =>
  new HDKey({ ...fieldsOf(master.derive(path)), versions: versionsOf(prefix) }).publicExtendedKey;
function fieldsOf(key: HDKey) {
  return {
    depth: key.depth,
    index: key.index,
    parentFingerprint: key.parentFingerprint,
    chainCode: key.chainCode!,
    publicKey: key.publicKey!,
  };
}

const XPUB_44 =
  'xpub6BosfCnifzxcFwrSzQiqu2DBVTshkCXacvNsWGYJVVhhawA7d4R5WSWGFNbi8Aw6ZRc1brxMyWMzG3DSSSSoekkudhUd9yLb6qx39T9nMdj';
const XPUB_49 =
  'xpub6C6nQwHaWbSrzs5tZ1q7m5R9cPK9eYpNMFesiXsYrgc1P8bvLLAet9JfHjYXKjToD8cBRswJXXbbFpXgwsswVPAZzKMa1jUp2kVkGVUaJa7';
const XPUB_84 =
  'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V';

describe('the BIP380 descriptor checksum', () => {
  it('is BIP380’s for its examples', () => {
    expect(withChecksum('raw(deadbeef)')).toBe('raw(deadbeef)#89f8spxm');
    expect(withChecksum('addr(mkmZxiEcEd8ZqjQWVZuC6so5dFMKEFpN2j)')).toBe(
      'addr(mkmZxiEcEd8ZqjQWVZuC6so5dFMKEFpN2j)#02wpgw69',
    );
  });

  it('is Bitcoin Core’s for account descriptors of every script type', () => {
    expect(descriptorChecksum(`pkh([73c5da0a/44h/0h/0h]${XPUB_44}/<0;1>/*)`)).toBe('kw28l7md');
    expect(descriptorChecksum(`sh(wpkh([73c5da0a/49h/0h/0h]${XPUB_49}/<0;1>/*))`)).toBe('zmygnj3e');
    expect(descriptorChecksum(`wpkh([73c5da0a/84h/0h/0h]${XPUB_84}/<0;1>/*)`)).toBe('qf45pmyh');
  });

  it('changes with any character, and refuses one a descriptor cannot hold', () => {
    expect(descriptorChecksum('raw(deedbeef)')).not.toBe('89f8spxm');
    expect(() => descriptorChecksum('raw(Ü)')).toThrow(/cannot hold/);
  });
});

describe('the account’s descriptors', () => {
  it('writes a zpub as wpkh with the xpub version bytes, BIP84’s path and the given master fingerprint', () => {
    const zpub =
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    const descriptors = accountDescriptors(parseAccountKey(zpub, 'mainnet'), '73c5da0a');
    expect(descriptors.receive).toBe(`wpkh([73c5da0a/84h/0h/0h]${XPUB_84}/0/*)#afwvtk2s`);
    expect(descriptors.change).toBe(`wpkh([73c5da0a/84h/0h/0h]${XPUB_84}/1/*)#vatdkr6g`);
  });

  it('writes a ypub as sh(wpkh) and an xpub as pkh', () => {
    const ypub = accountKey("m/49'/0'/0'", 'ypub');
    expect(ypub).toMatch(/^ypub/);
    expect(accountDescriptors(parseAccountKey(ypub, 'mainnet'), '73c5da0a').receive).toBe(
      withChecksum(`sh(wpkh([73c5da0a/49h/0h/0h]${XPUB_49}/0/*))`),
    );
    const xpub = accountKey("m/44'/0'/0'", 'xpub');
    expect(xpub).toBe(XPUB_44);
    expect(accountDescriptors(parseAccountKey(xpub, 'mainnet'), '73c5da0a').receive).toBe(
      withChecksum(`pkh([73c5da0a/44h/0h/0h]${XPUB_44}/0/*)`),
    );
  });

  it('without the master fingerprint, names the account key’s own; off mainnet, coin type 1h and a tpub', () => {
    const account = parseAccountKey(testPaymentAccount.publicExtendedKey, 'regtest');
    const { receive, originFingerprint, originPath } = accountDescriptors(account);
    expect(originFingerprint).toBe(account.fingerprint);
    expect(originPath).toBe('84h/1h/0h');
    const tpub = new HDKey({
      ...fieldsOf(testPaymentAccount),
      versions: versionsOf('tpub'),
    }).publicExtendedKey;
    expect(receive).toBe(withChecksum(`wpkh([${account.fingerprint}/84h/1h/0h]${tpub}/0/*)`));
    expect(receive).not.toMatch(/[uvyz]pub/);
  });
});
