/**
 * Where a catalog image reference points. Uploads are the service's upload paths (isApiPath),
 * served by the service; absolute addresses are used as they are; a bare relative name (`products/miner-air.svg`,
 * what the seeded catalog uses) is one of this remote's own static files, served beside its code.
 */
import { isApiPath } from '@minesite/shared/routes/route';

declare const __webpack_public_path__: string | undefined;

/** This remote's public folder: where its build was loaded from (`auto` public path). */
function remoteBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? __webpack_public_path__
    : '/';
}

export function productImageUrl(ref: string, apiBaseUrl: string, base = remoteBase()): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) return ref;
  if (isApiPath(ref)) return `${apiBaseUrl}${ref}`;
  if (ref.startsWith('/')) return ref;
  return `${base.endsWith('/') ? base : `${base}/`}${ref}`;
}

/** The picture shown for a product that has none of its own. */
export const FALLBACK_IMAGES: Record<string, string> = {
  miner: 'products/miner-air.svg',
  container: 'products/container.svg',
  'gas-generator': 'products/gas-generator.svg',
  'water-cooling': 'products/water-cooling.svg',
};
