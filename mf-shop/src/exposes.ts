/** The pages this remote exposes to the shell (Module Federation `exposes`). */
export const exposes = {
  './ShopPage': './src/pages/shop-page.tsx',
  './ProductDetailPage': './src/pages/product-detail-page.tsx',
  './ContainerPage': './src/pages/container-page.tsx',
  './CoolingPage': './src/pages/cooling-page.tsx',
  './NaturalPowerPage': './src/pages/natural-power-page.tsx',
};
