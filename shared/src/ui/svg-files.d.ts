/** An SVG file a module imports: its address (an asset of the build, rspack.federation.ts). */
declare module '*.svg' {
  const url: string;
  export default url;
}
