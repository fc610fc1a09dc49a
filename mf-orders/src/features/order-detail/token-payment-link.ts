/**
 * The link a USDT rail's wallets open with the token, the address and the amount filled in:
 * EIP-681 on Ethereum (on the order's chain: the service's ETH_CHAIN_ID, else its network's), the address, amount and token on
 * TRON.
 */
import {
  ETHEREUM_CHAIN_IDS,
  eip681TransferUri,
  tronTransferUri,
  type Payment,
} from '@minesite/shared/domain';
import type { TokenPayment } from '@minesite/shared/contract';

export function tokenPaymentLink(payment: Payment, token: TokenPayment, amount: number): string {
  return token.chain === 'ethereum'
    ? eip681TransferUri(
        token.contract,
        token.chainId ?? ETHEREUM_CHAIN_IDS[payment.network],
        payment.address,
        amount,
      )
    : tronTransferUri(token.contract, payment.address, amount);
}
