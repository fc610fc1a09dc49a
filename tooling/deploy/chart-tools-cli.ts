// `npm test` runs this before the tests: builds helm and kube-score unless .cache/bin has them.
import path from 'node:path';
import { ensureChartTools } from './chart-tools.js';

await ensureChartTools(path.resolve(import.meta.dirname, '../..'), (line) => console.log(line));
