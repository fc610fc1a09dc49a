import { describeExposedPages } from '@minesite/shared/testing';
import { registry } from '../src/pages';

// Nine pages in four languages, each rendered in full: more than the default 5 s.
describeExposedPages('mf_cloudpower', registry, import.meta.dirname, 60_000);
