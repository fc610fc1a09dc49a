import { describeExposedPages } from '@minesite/shared/testing';
import { registry } from '../src/pages';

describeExposedPages('mf_orders', registry, import.meta.dirname);
