/**
 * The parts of this remote's message catalog (tooling/web/catalog-part-loader.mjs): each page
 * loads only the ids its part lists in catalog-parts.json (`<part>-catalogs.ts`), not the other
 * pages' texts; test/page-catalogs.test.ts holds each page's modules to it.
 */
declare module '*.json?part=checkout' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=detail' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=detail-cards' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=list' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=buyer' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=cart' {
  const messages: Record<string, string>;
  export default messages;
}
