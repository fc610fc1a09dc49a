/**
 * An rspack loader for the message catalogs (`i18n/*.json`): parses every ICU message at build
 * time into the AST react-intl formats directly, as `formatjs compile --ast` does. Production
 * builds then alias the parser to its `no-parser` entry, so no phone downloads or runs it.
 * The options are the parser's defaults, which intl-messageformat would use at run time.
 */
import { parse } from '@formatjs/icu-messageformat-parser';

/** @this {{ resourcePath: string }} @param {string} source */
export default function precompileMessages(source) {
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: ${id} is not a string`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: ${id}: ${String(error)}`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
}
