/** A part of a message catalog (tooling/web/catalog-part-loader.mjs). */
declare module '*.json?part=shop' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=product' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=container' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=cooling' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=gas' {
  const messages: Record<string, string>;
  export default messages;
}
