/**
 * The parts of the admin's message catalog (tooling/web/catalog-part-loader.mjs): each page
 * loads only the ids its part lists in catalog-parts.json (`<part>-catalogs.ts`), a few KB
 * instead of every admin text; test/page-catalogs.test.tsx holds each page's modules to it.
 */
declare module '*.json?part=contacts' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=content' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=dashboard' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=downloads' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=notifications' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=power' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=products' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=settings' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=webhooks' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=order-form' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=orders' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=stray-payments' {
  const messages: Record<string, string>;
  export default messages;
}
