import { pbkdf2Sync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localPaymentAccount, newPaymentAccount, paymentEnv } from './payment-account.js';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'minesite-account-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'payment-account.json');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the local payment account', () => {
  it('is a BIP84 regtest account: the SLIP-132 vector for the "abandon … about" seed', () => {
    // BIP39's seed of a mnemonic without passphrase.
    const seed = pbkdf2Sync(`${'abandon '.repeat(11)}about`, 'mnemonic', 2048, 64, 'sha512');
    expect(newPaymentAccount(seed).vpub).toBe(
      'vpub5Y6cjg78GGuNLsaPhmYsiw4gYX3HoQiRBiSwDaBXKUafCt9bNwWQiitDk5VZ5BVxYnQdwoTyXSs2JHRPAgjAvtbBrf8ZhDYe2jWAqvZVnsc',
    );
  });

  it('is random each time it is made', () => {
    const first = newPaymentAccount();
    expect(first.vpub).toMatch(/^vpub/);
    expect(first.vprv).toMatch(/^vprv/);
    expect(newPaymentAccount().vpub).not.toBe(first.vpub);
  });

  it('is made once and kept, readable only by its owner', () => {
    const file = tempFile();
    const made = localPaymentAccount(file);
    expect(localPaymentAccount(file)).toEqual(made);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      network: 'regtest',
      path: "m/84'/1'/0'",
      vpub: made.vpub,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is made again when the file is damaged', () => {
    const file = tempFile();
    const made = localPaymentAccount(file);
    writeFileSync(file, JSON.stringify({ ...made, vpub: newPaymentAccount().vpub }));
    const again = localPaymentAccount(file);
    expect(again.vpub).not.toBe(made.vpub);
    writeFileSync(file, 'not json');
    expect(localPaymentAccount(file).vpub).toMatch(/^vpub/);
  });

  it('is given to the service unless the developer set an account or an address', () => {
    const account = newPaymentAccount();
    expect(paymentEnv({}, () => account)).toEqual({
      PAYMENT_ACCOUNT_XPUB: account.vpub,
      PAYMENT_NETWORK: 'regtest',
    });
    const never = () => {
      throw new Error('not made when the developer set their own');
    };
    expect(paymentEnv({ PAYMENT_ACCOUNT_XPUB: 'zpub…' }, never)).toEqual({});
    expect(paymentEnv({ PAYMENT_ADDRESS: 'bc1q…' }, never)).toEqual({});
  });
});
