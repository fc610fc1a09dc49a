// `npm run docs:config`: writes docs/configuration.md from the configuration schemas.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIGURATION_DOC, renderConfigurationDoc } from './configuration-doc.js';

const repo = path.resolve(import.meta.dirname, '../..');
writeFileSync(path.join(repo, CONFIGURATION_DOC), renderConfigurationDoc(repo));
console.log(`wrote ${CONFIGURATION_DOC}`);
