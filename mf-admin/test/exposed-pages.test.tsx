import { describeExposedPages } from '@minesite/shared/testing';
import { registry } from '../src/pages';

describeExposedPages('mf_admin', registry, import.meta.dirname);
