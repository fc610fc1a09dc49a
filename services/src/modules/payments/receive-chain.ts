// An account's receive chain m/0, ready to derive addresses from fast. Public derivation is
// HMAC-SHA512 of the chain's key and the index, then the chain's point plus the generator times
// the HMAC's left half (BIP32's CKDpub). @scure/bip32 decompresses the parent's point, checks
// the child's (two modular square roots) and multiplies in constant time, and an address made
// from the key checks it once more: 1.2 ms an address, each order's. Here the parent's point is
// read once and the product is variable-time: the scalar is no secret (anyone with the account
// key computes it), so constant time guards nothing. Whatever BIP32's rules would retry (a
// scalar past the curve's order, a child at infinity: never seen, 2^-127) goes through the
// library itself.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import type { HDKey } from '@scure/bip32';

const { Point } = secp256k1;
const Fn = Point.Fn;

/** RIPEMD-160 of SHA-256: the key hash in an address. */
export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));

export class ReceiveChain {
  private readonly publicKey: Uint8Array;
  private readonly chainCode: Uint8Array;
  private readonly point: InstanceType<typeof Point>;

  constructor(private readonly chain: HDKey) {
    if (!chain.publicKey || !chain.chainCode) throw new Error('the account key has no public key');
    this.publicKey = chain.publicKey;
    this.chainCode = chain.chainCode;
    this.point = Point.fromBytes(this.publicKey);
  }

  /** The compressed public key m/0/`index` (the same as `chain.deriveChild(index)`'s). */
  childKey(index: number): Uint8Array {
    const data = new Uint8Array(37);
    data.set(this.publicKey);
    new DataView(data.buffer).setUint32(33, index);
    const tweak = Fn.fromBytes(hmac(sha512, this.chainCode, data).subarray(0, 32), true);
    if (!Fn.isValid(tweak)) return this.fromLibrary(index);
    const child = tweak === 0n ? this.point : this.point.add(Point.BASE.multiplyUnsafe(tweak));
    if (child.equals(Point.ZERO)) return this.fromLibrary(index);
    return child.toBytes(true);
  }

  private fromLibrary(index: number): Uint8Array {
    const { publicKey } = this.chain.deriveChild(index);
    if (!publicKey) throw new Error('the account key has no public key');
    return publicKey;
  }
}
