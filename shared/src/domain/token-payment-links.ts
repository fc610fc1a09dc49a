/**
 * The payment links a wallet app opens with the token, the address and the amount filled in,
 * for the USDT rails: EIP-681 on Ethereum, the address with the amount and token on TRON.
 */
import type { PaymentNetwork } from './payment';

/** The Ethereum chain each payment network pays on: mainnet, Sepolia, a local node. */
export const ETHEREUM_CHAIN_IDS: Record<PaymentNetwork, number> = {
  mainnet: 1,
  testnet: 11_155_111,
  regtest: 1337,
};

/** A USDT amount (6 places) as the token's whole units, without floating-point residue. */
export function usdtUnits(amount: number): bigint {
  const [whole = '0', fraction = ''] = amount.toFixed(6).split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

/**
 * EIP-681's ERC20 transfer request:
 * `ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<units>`.
 */
export function eip681TransferUri(token: string, chainId: number, to: string, amount: number) {
  return `ethereum:${token}@${chainId}/transfer?address=${to}&uint256=${usdtUnits(amount)}`;
}

/**
 * A TRC20 payment request as TRON wallets (TronLink, Trust Wallet) read it:
 * `tron:<to>?amount=<amount>&token=<token contract>`.
 */
export function tronTransferUri(token: string, to: string, amount: number): string {
  const query = new URLSearchParams({ amount: String(amount), token });
  return `tron:${to}?${query.toString()}`;
}
