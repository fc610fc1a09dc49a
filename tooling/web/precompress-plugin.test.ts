import { describe, expect, it } from 'vitest';
import { precompressed } from './precompress-plugin';

describe('the build’s compressed copies', () => {
  it('are written for text assets, never for a file a deployment replaces', () => {
    expect(precompressed('main.0123abcd.js')).toBe(true);
    expect(precompressed('mf-manifest.json')).toBe(true);
    expect(precompressed('index.html')).toBe(true);
    expect(precompressed('photo.0123abcd.webp')).toBe(false);
    // A server would send the build's stale copy instead of the deployment's own config.
    expect(precompressed('site-config.json')).toBe(false);
  });
});
