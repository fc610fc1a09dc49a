/** Test helper: the base site config the release tests publish over (two remotes, no release). */
export const BASE_CONFIG = {
  apiBaseUrl: '{protocol}//{hostname}:3001',
  remotes: {
    mf_shop: '{protocol}//{hostname}:3002/mf-manifest.json',
    mf_content: '{protocol}//{hostname}:3005/mf-manifest.json',
  },
};
