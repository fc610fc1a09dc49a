import { describeExposedPages } from '@minesite/shared/testing';
import { registry } from '../src/pages';

describeExposedPages('mf_shop', registry, import.meta.dirname);
