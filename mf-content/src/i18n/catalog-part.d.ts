/** A part of a message catalog (build/catalog-part-loader.cjs). */
declare module '*.json?part=home' {
  const messages: Record<string, string>;
  export default messages;
}
