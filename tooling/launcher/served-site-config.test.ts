// The shell's site-config.json on a site moved off the usual ports: the addresses follow it.
import { describe, expect, it } from 'vitest';
import { movePorts } from './served-site-config';

describe('the served site config', () => {
  const config = {
    apiBaseUrl: '{protocol}//{hostname}:3001',
    remotes: {
      mf_shop: '{protocol}//{hostname}:3002/mf-manifest.json',
      mf_content: '{protocol}//{hostname}:3005/releases/7/mf-manifest.json',
      partner: 'https://cdn.example/mf-manifest.json',
    },
  };

  it('moves the API and each remote on a moved port, and keeps the rest', () => {
    expect(movePorts(config, { 3001: 13001, 3002: 13002, 3005: 13005 })).toEqual({
      apiBaseUrl: '{protocol}//{hostname}:13001',
      remotes: {
        mf_shop: '{protocol}//{hostname}:13002/mf-manifest.json',
        mf_content: '{protocol}//{hostname}:13005/releases/7/mf-manifest.json',
        partner: 'https://cdn.example/mf-manifest.json',
      },
    });
  });

  it('is the file itself when nothing moved', () => {
    expect(movePorts(config, {})).toEqual(config);
  });
});
