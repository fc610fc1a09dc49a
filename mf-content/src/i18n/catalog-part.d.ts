/** A part of a message catalog (tooling/web/catalog-part-loader.mjs). */
declare module '*.json?part=home' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=construction' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=contact' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=guide' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=manual' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=market' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=news' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=jobs' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=repair' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=services' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=software' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=speedup' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=team' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=trade' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=warehouse' {
  const messages: Record<string, string>;
  export default messages;
}
