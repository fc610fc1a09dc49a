import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendConfig } from '../rspack.federation';
import { registry } from './src/pages';

export default frontendConfig({
  name: 'mf_shop',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  registry,
  title: 'mf_shop',
});
