// docs/configuration.md, rendered from the configuration schemas themselves: every variable,
// its default, what it accepts, what it means and which process reads it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OTHER_VARIABLES, SECRET_FILE_VARIABLES, type OtherVariable } from './other-env.js';
import { summarizeSchema } from './schema-summary.js';
import { SERVICE_SCHEMAS, type Description, type SchemaGroup } from './service-env-descriptions.js';

export const CONFIGURATION_DOC = 'docs/configuration.md';
export const REGENERATE_COMMAND = 'npm run docs:config';

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

export function renderConfigurationDoc(repo: string): string {
  checkReaders(repo, [...SECRET_FILE_VARIABLES, ...OTHER_VARIABLES]);
  return [
    '# Configuration',
    '',
    `Generated from the configuration schemas by \`${REGENERATE_COMMAND}\``,
    '(`tooling/docs/configuration-doc.ts`); edit the schemas and their descriptions',
    '(`tooling/docs/service-env-descriptions.ts`, `tooling/docs/other-env.ts`), not this file.',
    'A test fails when the two disagree.',
    '',
    'The API reads its variables once at start. An empty variable (`PORT=`) counts as unset; a',
    'refused value stops the start with one line naming the variable and what is wrong with it.',
    'A value the settings page also holds (public write limits, payment address and network,',
    'quote lifetime, confirmations, `NOTIFY_EMAIL`, `NOTIFY_LOCALE`, webhooks) wins when set and',
    'shows read-only on `/admin/settings`.',
    '',
    '## The API',
    '',
    ...SERVICE_SCHEMAS.flatMap(renderGroup),
    '### Secrets from files',
    '',
    'Read by the API (`services/src/secret-files.ts`) before the schemas check the values.',
    '',
    ...renderOthers(SECRET_FILE_VARIABLES, false),
    '## The launcher, the tests, the bench and the builds',
    '',
    'The launcher (`npm start`, `npm test`, `npm run dev -w services`) also gives the API it starts',
    'a local regtest payment account, a metrics token and, behind its TLS proxy, `TRUST_PROXY`; the',
    'test site raises the write and lookup limits, sends mail to a local catcher and turns the USDT',
    'rails on against its local Ethereum node and fake TRON API (`tooling/launcher/start-site.ts`).',
    'A variable you set yourself wins.',
    '',
    ...renderOthers(OTHER_VARIABLES, true),
  ].join('\n');
}

function renderGroup(group: SchemaGroup): string[] {
  const rows = Object.entries(group.shape).flatMap(([name, schema]) => {
    const description = group.descriptions[name];
    if (description === null) return [];
    if (description === undefined) {
      throw new Error(
        `${name} (${group.file}) has no description in tooling/docs/service-env-descriptions.ts`,
      );
    }
    const { text, accepts, default: shownDefault } = asObject(description);
    const summary = summarizeSchema(schema);
    const fallback = summary.optional ? 'unset' : 'required';
    const defaultText =
      summary.default !== undefined ? code(summary.default) : (shownDefault ?? fallback);
    return [
      `| ${code(name)} | ${cell(defaultText)} | ${cell(summary.accepts || accepts || 'text')} | ${cell(text)} |`,
    ];
  });
  return [
    `### ${group.title}`,
    '',
    `Read by the API (\`${group.file}\`).`,
    '',
    '| variable | default | accepts | meaning |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

function renderOthers(variables: OtherVariable[], withProcess: boolean): string[] {
  const header = withProcess
    ? ['| variable | default | read by | meaning |', '| --- | --- | --- | --- |']
    : ['| variable | default | meaning |', '| --- | --- | --- |'];
  const rows = variables.map((variable) => {
    const names = variable.name.split(', ').map(code).join(', ');
    const readers = variable.readers.map(code).join(', ');
    return withProcess
      ? `| ${names} | ${cell(variable.default)} | ${cell(variable.process)} (${readers}) | ${cell(variable.text)} |`
      : `| ${names} | ${cell(variable.default)} | ${cell(variable.text)} |`;
  });
  return [...header, ...rows, ''];
}

function asObject(description: Description) {
  return typeof description === 'string' ? { text: description } : description;
}

/** Each file a variable names as its reader exists and mentions the variable. */
function checkReaders(repo: string, variables: OtherVariable[]): void {
  for (const variable of variables) {
    for (const reader of variable.readers) {
      const file = path.join(repo, reader);
      const names = variable.name.split(', ');
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const missing = names.filter((name) => !text.includes(name.replace(/_FILE$/, '')));
      if (missing.length > 0) {
        throw new Error(
          `${reader} does not read ${missing.join(', ')} (tooling/docs/other-env.ts)`,
        );
      }
    }
  }
}
