import { getRuntimeConfig } from '@minesite/shared/config';
import { uploadSrcSet } from '@minesite/shared/domain';

/** An uploaded file's address as an `<img src>`: the service's own paths live on the API host. */
export function mediaUrl(url: string): string {
  return url.startsWith('/') ? `${getRuntimeConfig().apiBaseUrl}${url}` : url;
}

/** A stored upload's `srcset` (the service's scaled copies), so a thumbnail loads a small file. */
export function mediaSrcSet(url: string): string | undefined {
  return uploadSrcSet(url, getRuntimeConfig().apiBaseUrl);
}
