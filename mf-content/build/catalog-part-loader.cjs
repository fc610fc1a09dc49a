// Keeps one part of a message catalog: `import('./zh.json?part=home')` gives only the ids the
// home view shows, so the first page most visitors open does not download every content page's
// texts. The catalogs stay one file per locale (the catalog check reads those).
'use strict';

/** Each part: the ids it keeps, as whole ids or dotted prefixes (`content.home` → `content.home.*`). */
const PARTS = {
  home: ['content.home', 'content.footer', 'content.common', 'content.protection.title'],
};

function catalogPart(messages, part) {
  const keep = PARTS[part];
  if (!keep) throw new Error(`unknown catalog part ${part}`);
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) =>
      keep.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)),
    ),
  );
}

/** The rspack loader. */
module.exports = function catalogPartLoader(source) {
  const part = new URLSearchParams(this.resourceQuery).get('part');
  return JSON.stringify(catalogPart(JSON.parse(source), part));
};
module.exports.catalogPart = catalogPart;
