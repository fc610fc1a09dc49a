/** The pages this remote exposes to the shell (Module Federation `exposes`). */
export const exposes = {
  './MiningPowerPurchasePage': './src/pages/mining-power-purchase-page.tsx',
  './OrderDetailPage': './src/pages/order-detail-page.tsx',
  './MyOrdersPage': './src/pages/my-orders-page.tsx',
};
