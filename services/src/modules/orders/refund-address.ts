// The buyer's refund address, checked for the order's rail: a Bitcoin address of the order's
// network (format and checksum), a TRON `T…` address (base58check), an Ethereum `0x…` address
// (EIP-55 checksum when it has capitals). An address of another chain is a 400 naming the chain
// (the buyer picked the wrong wallet); anything else a 422.
import { PAYMENT_NETWORKS, type PaymentNetwork, type PaymentRail } from '@minesite/shared/contract';
import { getAddress, isAddress } from 'viem';
import { BadRequestError, UnprocessableEntityError } from '../../http/errors.js';
import { parseFixedAddress, PaymentSetupError } from '../payments/payment-keys.js';
import { isTronAddress } from '../payments/token-keys.js';

type AddressChain = 'bitcoin' | 'tron' | 'ethereum';

const RAIL_CHAINS: Record<PaymentRail, AddressChain> = {
  btc: 'bitcoin',
  'usdt-tron': 'tron',
  'usdt-ethereum': 'ethereum',
};

const CHAIN_NAMES: Record<AddressChain, string> = {
  bitcoin: 'Bitcoin',
  tron: 'TRON',
  ethereum: 'Ethereum',
};

/** The address as it is kept (an Ethereum one checksummed), or the refusal. */
export function refundAddress(text: string, rail: PaymentRail, network: PaymentNetwork): string {
  const address = text.trim();
  const wanted = RAIL_CHAINS[rail];
  if (wanted === 'bitcoin') {
    try {
      return parseFixedAddress(address, network, 'address');
    } catch (error) {
      if (!(error instanceof PaymentSetupError)) throw error;
    }
  } else if (addressChain(address) === wanted) {
    return wanted === 'ethereum' ? getAddress(address) : address;
  }
  const found = addressChain(address);
  if (found && found !== wanted) {
    throw new BadRequestError(
      `The refund address is a ${CHAIN_NAMES[found]} address; this order was paid on ` +
        `${CHAIN_NAMES[wanted]}, and the refund can only go to an address there`,
      { code: 'refund_address_wrong_chain', body: { chain: found, expected: wanted } },
    );
  }
  throw new UnprocessableEntityError(
    wanted === 'bitcoin'
      ? `The refund address is not a valid ${network} Bitcoin address (format or checksum)`
      : `The refund address is not a valid ${CHAIN_NAMES[wanted]} address (format or checksum)`,
    { code: 'refund_address_invalid' },
  );
}

/** The chain `address` is written for, whatever its network; null when none. */
function addressChain(address: string): AddressChain | null {
  if (isTronAddress(address)) return 'tron';
  if (isAddress(address, { strict: true })) return 'ethereum';
  const bitcoin = PAYMENT_NETWORKS.some((network) => {
    try {
      parseFixedAddress(address, network, 'address');
      return true;
    } catch {
      return false;
    }
  });
  return bitcoin ? 'bitcoin' : null;
}
