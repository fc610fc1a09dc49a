/**
 * Where a catalog image reference points. Uploads are API paths (`/api/uploads/…`), served by
 * the service; absolute addresses are used as they are; a bare relative name (`products/miner-air.svg`,
 * what the seeded catalog uses) is one of this remote's own static files, served beside its code.
 */
import { UPLOADS_PATH, uploadSrcSet } from '@minesite/shared/domain';

declare const __webpack_public_path__: string | undefined;

/** This remote's public folder: where its build was loaded from (`auto` public path). */
function remoteBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? __webpack_public_path__
    : '/';
}

export function productImageUrl(ref: string, apiBaseUrl: string, base = remoteBase()): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) return ref;
  if (ref.startsWith('/api/')) return `${apiBaseUrl}${ref}`;
  if (ref.startsWith('/')) return ref;
  return `${base.endsWith('/') ? base : `${base}/`}${ref}`;
}

/**
 * The `srcset` of a stored upload (the service scales it to each width), so a phone loads the
 * file its box needs; none for the remote's own drawings (SVG) and outside addresses.
 */
export function productImageSrcSet(ref: string, apiBaseUrl: string): string | undefined {
  return ref.startsWith(`${UPLOADS_PATH}/`) ? uploadSrcSet(`${apiBaseUrl}${ref}`) : undefined;
}

/** The picture shown for a product that has none of its own. */
export const FALLBACK_IMAGES: Record<string, string> = {
  miner: 'products/miner-air.svg',
  container: 'products/container.svg',
  'gas-generator': 'products/gas-generator.svg',
  'water-cooling': 'products/water-cooling.svg',
};
