// The USDT rails the operator turns on or off on the settings page. A rail without its account
// key in the environment cannot be turned on (422 `rail_key_missing`, naming the variable: the
// request is well formed, the service lacks what it needs, as for a webhook without a secret); its
// stored choice is kept as it was, so setting the key later turns it on unless the operator
// had turned it off.
import { TOKEN_RAILS, type SiteSettingsInput } from '@minesite/shared/contract';
import type { Config } from '../../config.js';
import { TOKEN_RAIL_KEY_VARIABLES } from '../payments/token-rail-config.js';
import { UnprocessableEntityError } from '../../http/errors.js';
import type { StoredSettings } from './settings-store.js';

export function railsToStore(
  input: SiteSettingsInput['rails'],
  config: Config,
  previous: StoredSettings['rails'],
): StoredSettings['rails'] {
  const next = { ...previous };
  for (const rail of TOKEN_RAILS) {
    const wanted = input?.[rail];
    if (wanted === undefined) continue;
    if (config.tokenRails.accounts[rail]) {
      next[rail] = wanted;
    } else if (wanted) {
      throw new UnprocessableEntityError(
        `${rail} cannot be enabled: ${TOKEN_RAIL_KEY_VARIABLES[rail]} is not set in the environment`,
        { code: 'rail_key_missing' },
      );
    }
  }
  return next;
}
