/** A part of a message catalog (tooling/web/catalog-part-loader.mjs). */
declare module '*.json?part=calculator' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=detail' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=packages' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=gpu' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=hosting' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=ai' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=events' {
  const messages: Record<string, string>;
  export default messages;
}
