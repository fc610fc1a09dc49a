import { getRuntimeConfig } from '@minesite/shared/config';

/** An uploaded file's address as an `<img src>`: the service's own paths live on the API host. */
export function mediaUrl(url: string): string {
  return url.startsWith('/') ? `${getRuntimeConfig().apiBaseUrl}${url}` : url;
}
