/** The pages this remote exposes to the shell (Module Federation `exposes`). */
export const exposes = {
  './HomeView': './src/pages/home-view.tsx',
  './MarketPage': './src/pages/market-page.tsx',
  './TradePage': './src/pages/trade-page.tsx',
  './ServicePage': './src/pages/service-page.tsx',
  './SpeedUpPage': './src/pages/speed-up-page.tsx',
  './PowerNewsPage': './src/pages/power-news-page.tsx',
  './GuidePage': './src/pages/guide-page.tsx',
  './RecruitmentPage': './src/pages/recruitment-page.tsx',
  './TeamPage': './src/pages/team-page.tsx',
  './ContactPage': './src/pages/contact-page.tsx',
  './WarehousePage': './src/pages/warehouse-page.tsx',
  './RepairPage': './src/pages/repair-page.tsx',
  './ManualPage': './src/pages/manual-page.tsx',
  './SoftwarePage': './src/pages/software-page.tsx',
  './ConstructionPage': './src/pages/construction-page.tsx',
};
