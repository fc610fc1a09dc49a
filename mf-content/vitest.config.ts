import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineProject, type Plugin } from 'vitest/config';

const { catalogPart } = createRequire(import.meta.url)('./build/catalog-part-loader.cjs') as {
  catalogPart: (messages: Record<string, string>, part: string) => Record<string, string>;
};

/** `./zh.json?part=home` in tests as in the build (build/catalog-part-loader.cjs). */
const catalogParts: Plugin = {
  name: 'catalog-parts',
  enforce: 'pre',
  load(id) {
    const [file, query] = id.split('?');
    const part = new URLSearchParams(query).get('part');
    if (!file?.endsWith('.json') || !part) return null;
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return `export default ${JSON.stringify(catalogPart(messages, part))};`;
  },
};

export default defineProject({
  plugins: [catalogParts],
  test: {
    name: 'mf-content',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Rendering every page in four locales takes a few seconds on a busy machine.
    testTimeout: 30_000,
  },
});
