import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_DOC,
  REGENERATE_COMMAND,
  renderConfigurationDoc,
} from './configuration-doc.js';
import { SERVICE_SCHEMAS } from './service-env-descriptions.js';

const repo = path.resolve(import.meta.dirname, '../..');

describe('docs/configuration.md', () => {
  const rendered = renderConfigurationDoc(repo);

  it('is what the configuration schemas render', () => {
    const written = readFileSync(path.join(repo, CONFIGURATION_DOC), 'utf8');
    expect(written, `${CONFIGURATION_DOC} is out of date: run ${REGENERATE_COMMAND}`).toBe(
      rendered,
    );
  });

  it('lists every variable the API checks at start, with its default', () => {
    const variables = SERVICE_SCHEMAS.flatMap((group) => Object.keys(group.shape));
    const undocumented = variables.filter((name) => !rendered.includes(`| \`${name}\` | `));
    expect(undocumented).toEqual([]);
    expect(rendered).toContain('| `PORT` | `3001` | integer 0–65535 |');
    expect(rendered).toContain('| `HOST` | `127.0.0.1` without a configured admin password');
  });
});
