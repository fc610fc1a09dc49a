import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '@minesite/shared/config';
import { mediaSrcSet, mediaUrl } from './media-url';

describe('an uploaded picture’s address', () => {
  const config = getRuntimeConfig();
  afterEach(() => setRuntimeConfig(config));

  it('is on the API host, and a stored upload offers the service’s scaled copies', () => {
    setRuntimeConfig({ ...config, apiBaseUrl: 'https://api.example' });
    const upload = `/api/uploads/${'a'.repeat(32)}.webp`;
    expect(mediaUrl(upload)).toBe(`https://api.example${upload}`);
    // A 64 px thumbnail then loads the 240 px copy, not the original.
    expect(mediaSrcSet(upload)).toBe(
      [240, 480, 960].map((w) => `https://api.example${upload}?w=${w} ${w}w`).join(', '),
    );
  });

  it('offers no copies of a picture the service does not store', () => {
    expect(mediaSrcSet('https://cdn.example/miner.png')).toBeUndefined();
  });
});
