import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendConfig } from '../rspack.federation';
import { exposes } from './src/exposes';

export default frontendConfig({
  name: 'mf_cloudpower',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes,
  title: 'mf_cloudpower',
});
