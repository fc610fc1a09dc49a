/** A part of a message catalog (tooling/web/catalog-part-loader.mjs). */
declare module '*.json?part=shop' {
  const messages: Record<string, string>;
  export default messages;
}
