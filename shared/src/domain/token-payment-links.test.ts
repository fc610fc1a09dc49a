import { parse } from 'eth-url-parser';
import { describe, expect, it } from 'vitest';
import { eip681TransferUri, tronTransferUri, usdtUnits } from './token-payment-links';

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const TO = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

describe('EIP-681 transfer request', () => {
  it('is read back by an EIP-681 parser: the token, the chain, the recipient, the units', () => {
    const uri = eip681TransferUri(USDT, 1, TO, 21.65);
    expect(uri).toBe(`ethereum:${USDT}@1/transfer?address=${TO}&uint256=21650000`);
    const parsed = parse(uri);
    expect(parsed).toMatchObject({
      scheme: 'ethereum',
      target_address: USDT,
      chain_id: '1',
      function_name: 'transfer',
      parameters: { address: TO, uint256: '21650000' },
    });
  });

  it('counts 6 places exactly, without floating-point residue', () => {
    expect(usdtUnits(0.29)).toBe(290_000n);
    expect(usdtUnits(7000)).toBe(7_000_000_000n);
    expect(usdtUnits(1234.567891)).toBe(1_234_567_891n);
  });
});

describe('TRON payment request', () => {
  it('names the address, the amount and the token contract', () => {
    const uri = tronTransferUri(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      21.65,
    );
    const url = new URL(uri);
    expect(url.protocol).toBe('tron:');
    expect(url.pathname).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(url.searchParams.get('amount')).toBe('21.65');
    expect(url.searchParams.get('token')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });
});
