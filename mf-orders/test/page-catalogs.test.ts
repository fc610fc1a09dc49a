/** Every page loads only its part of the catalog, and misses no text (the shared suite). */
import path from 'node:path';
import { describePageCatalogs } from '@minesite/shared/testing/page-catalogs';
import { partOf } from '../../tooling/web/catalog-part-loader.mjs';
import { registry } from '../src/pages';

describePageCatalogs({
  root: path.resolve(import.meta.dirname, '..'),
  registry,
  namespaces: ['orders'],
  partOf,
});
