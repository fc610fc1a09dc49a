import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendConfig } from '../rspack.federation';

export default frontendConfig({
  name: 'shell',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'HashPeak',
});
