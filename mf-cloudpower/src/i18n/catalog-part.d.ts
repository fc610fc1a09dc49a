/** A part of a message catalog (tooling/web/catalog-part-loader.mjs). */
declare module '*.json?part=calculator' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=detail' {
  const messages: Record<string, string>;
  export default messages;
}
