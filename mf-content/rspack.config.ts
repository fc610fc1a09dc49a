import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exposesOf } from '@minesite/shared/federation';
import { frontendConfig } from '../rspack.federation';
import { registry } from './src/pages';

const dir = path.dirname(fileURLToPath(import.meta.url));
const config = frontendConfig({
  name: 'mf_content',
  dir,
  exposes: exposesOf(registry),
  title: 'mf_content',
});

// `./zh.json?part=home`: a part of a catalog (build/catalog-part-loader.cjs).
config.module?.rules?.push({
  test: /\.json$/,
  resourceQuery: /part=/,
  loader: path.join(dir, 'build/catalog-part-loader.cjs'),
  type: 'json',
});

export default config;
