import { describeExposedPages } from '@minesite/shared/testing';
import { registry } from '../src/pages';

// Fifteen pages in four languages, each rendered in jsdom: more than the default 5 s.
describeExposedPages('mf_content', registry, import.meta.dirname, 30_000);
