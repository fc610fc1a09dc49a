/** The pages this remote exposes to the shell (Module Federation `exposes`). */
export const exposes = {
  './MiningPowerPage': './src/pages/mining-power-page.tsx',
  './MiningPowerDetailPage': './src/pages/mining-power-detail-page.tsx',
  './CloudPricingPage': './src/pages/cloud-pricing-page.tsx',
  './HostingPage': './src/pages/hosting-page.tsx',
  './CalculatorPage': './src/pages/calculator-page.tsx',
  './AiMinerPage': './src/pages/ai-miner-page.tsx',
  './AiPowerBuyPage': './src/pages/ai-power-buy-page.tsx',
  './AiPowerAuctionPage': './src/pages/ai-power-auction-page.tsx',
  './DrawPage': './src/pages/draw-page.tsx',
};
