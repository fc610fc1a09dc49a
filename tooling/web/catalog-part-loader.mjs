// Keeps one part of a message catalog: `import('./zh.json?part=home')` gives only the ids that
// part lists in `catalog-parts.json` beside the catalog, so a page most visitors open first does
// not download every other page's texts. The catalogs stay one file per locale (the catalog
// check reads those). Used by every front end's build (rspack.federation.ts) and, as
// `vitestPlugin`, by the tests of the packages that have parts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The ids of `messages` that `keep` names, as whole ids or dotted prefixes (`a.b` → `a.b.*`). */
export function catalogPart(messages, keep) {
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) =>
      keep.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)),
    ),
  );
}

function partsFileOf(catalogFile) {
  return path.join(path.dirname(catalogFile), 'catalog-parts.json');
}

/** What `part` keeps, from the `catalog-parts.json` beside `catalogFile`. */
function keptBy(catalogFile, part) {
  const keep = JSON.parse(readFileSync(partsFileOf(catalogFile), 'utf8'))[part];
  if (!Array.isArray(keep)) throw new Error(`unknown catalog part ${part} for ${catalogFile}`);
  return keep;
}

/** The part of the catalog file, as its import gives it. */
export function partOf(catalogFile, part) {
  return catalogPart(JSON.parse(readFileSync(catalogFile, 'utf8')), keptBy(catalogFile, part));
}

/** The rspack loader. */
export default function catalogPartLoader(source) {
  const part = new URLSearchParams(this.resourceQuery).get('part');
  this.addDependency(partsFileOf(this.resourcePath));
  return JSON.stringify(catalogPart(JSON.parse(source), keptBy(this.resourcePath, part)));
}

/** `./zh.json?part=home` in tests as in the build. */
export const vitestPlugin = {
  name: 'catalog-parts',
  enforce: 'pre',
  load(id) {
    const [file, query] = id.split('?');
    const part = new URLSearchParams(query).get('part');
    if (!file || !file.endsWith('.json') || !part) return null;
    return `export default ${JSON.stringify(partOf(file, part))};`;
  },
};
