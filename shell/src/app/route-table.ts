/**
 * Every route of the site (spec section 2): its title (a message id), whether it needs the
 * admin session, and which remote renders it. The shell renders `/login` itself.
 */
import type { RemoteName } from '@minesite/shared/config';
import type { NavTabKey } from '../features/bottom-nav/nav-tabs';

export interface RemoteRoute {
  path: string;
  titleId: string;
  remote: RemoteName;
  /** The module the remote exposes for this page. */
  expose: string;
  admin?: boolean;
  /** Shown in the home swipe area, beside the other home views, rather than on its own. */
  homeSwipe?: boolean;
  /**
   * The bottom-nav tab of this page when its path is none of the tabs' entries (the spec's
   * "page property").
   */
  navTab?: NavTabKey;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', titleId: 'route.home', remote: 'mf_content', expose: './HomeView', homeSwipe: true },
  {
    path: '/mining',
    titleId: 'route.home',
    remote: 'mf_content',
    expose: './HomeView',
    homeSwipe: true,
    navTab: 'home',
  },
  { path: '/currency', titleId: 'route.currency', remote: 'mf_content', expose: './MarketPage' },
  {
    path: '/trade',
    titleId: 'route.trade',
    remote: 'mf_content',
    expose: './TradePage',
    navTab: 'home',
  },
  {
    path: '/service',
    titleId: 'route.service',
    remote: 'mf_content',
    expose: './ServicePage',
    navTab: 'service',
  },
  { path: '/speed-up', titleId: 'route.speedUp', remote: 'mf_content', expose: './SpeedUpPage' },
  { path: '/power', titleId: 'route.power', remote: 'mf_content', expose: './PowerNewsPage' },
  {
    path: '/guide',
    titleId: 'route.guide',
    remote: 'mf_content',
    expose: './GuidePage',
    navTab: 'service',
  },
  {
    path: '/recruitment',
    titleId: 'route.recruitment',
    remote: 'mf_content',
    expose: './RecruitmentPage',
  },
  { path: '/team', titleId: 'route.team', remote: 'mf_content', expose: './TeamPage' },
  { path: '/contact', titleId: 'route.contact', remote: 'mf_content', expose: './ContactPage' },
  {
    path: '/warehouse',
    titleId: 'route.warehouse',
    remote: 'mf_content',
    expose: './WarehousePage',
  },
  { path: '/repair', titleId: 'route.repair', remote: 'mf_content', expose: './RepairPage' },
  {
    path: '/manual',
    titleId: 'route.manual',
    remote: 'mf_content',
    expose: './ManualPage',
    navTab: 'service',
  },
  { path: '/software', titleId: 'route.software', remote: 'mf_content', expose: './SoftwarePage' },
  {
    path: '/construction',
    titleId: 'route.construction',
    remote: 'mf_content',
    expose: './ConstructionPage',
  },
  { path: '/shop', titleId: 'route.shop', remote: 'mf_shop', expose: './ShopPage' },
  {
    path: '/product/:id',
    titleId: 'route.productDetail',
    remote: 'mf_shop',
    expose: './ProductDetailPage',
    navTab: 'product',
  },
  { path: '/container', titleId: 'route.container', remote: 'mf_shop', expose: './ContainerPage' },
  { path: '/cooling', titleId: 'route.cooling', remote: 'mf_shop', expose: './CoolingPage' },
  {
    path: '/natural-power',
    titleId: 'route.naturalPower',
    remote: 'mf_shop',
    expose: './NaturalPowerPage',
  },
  {
    path: '/mining-power',
    titleId: 'route.miningPower',
    remote: 'mf_cloudpower',
    expose: './MiningPowerPage',
  },
  {
    path: '/mining-power-detail',
    titleId: 'route.miningPowerDetail',
    remote: 'mf_cloudpower',
    expose: './MiningPowerDetailPage',
    navTab: 'miningAi',
  },
  {
    path: '/cloud-pricing',
    titleId: 'route.cloudPricing',
    remote: 'mf_cloudpower',
    expose: './CloudPricingPage',
  },
  {
    path: '/hosting',
    titleId: 'route.hosting',
    remote: 'mf_cloudpower',
    expose: './HostingPage',
    navTab: 'miningAi',
  },
  {
    path: '/calculator',
    titleId: 'route.calculator',
    remote: 'mf_cloudpower',
    expose: './CalculatorPage',
  },
  {
    path: '/ai-miner',
    titleId: 'route.aiMiner',
    remote: 'mf_cloudpower',
    expose: './AiMinerPage',
    navTab: 'miningAi',
  },
  {
    path: '/ai-power-buy',
    titleId: 'route.aiPowerBuy',
    remote: 'mf_cloudpower',
    expose: './AiPowerBuyPage',
    navTab: 'miningAi',
  },
  {
    path: '/ai-power-auction',
    titleId: 'route.aiPowerAuction',
    remote: 'mf_cloudpower',
    expose: './AiPowerAuctionPage',
    navTab: 'miningAi',
  },
  {
    path: '/draw',
    titleId: 'route.draw',
    remote: 'mf_cloudpower',
    expose: './DrawPage',
    navTab: 'miningAi',
  },
  {
    path: '/mining-power-purchase',
    titleId: 'route.miningPowerPurchase',
    remote: 'mf_orders',
    expose: './MiningPowerPurchasePage',
    navTab: 'miningAi',
  },
  {
    path: '/order-detail',
    titleId: 'route.orderDetail',
    remote: 'mf_orders',
    expose: './OrderDetailPage',
    navTab: 'miningAi',
  },
  { path: '/my-orders', titleId: 'route.myOrders', remote: 'mf_orders', expose: './MyOrdersPage' },
  {
    path: '/order-management',
    titleId: 'route.orderManagement',
    remote: 'mf_admin',
    expose: './OrderManagementPage',
    admin: true,
  },
  {
    path: '/admin/contact',
    titleId: 'route.adminContact',
    remote: 'mf_admin',
    expose: './ContactAdminPage',
    admin: true,
  },
  {
    path: '/admin/power-contacts',
    titleId: 'route.adminPowerContacts',
    remote: 'mf_admin',
    expose: './PowerContactsAdminPage',
    admin: true,
  },
  {
    path: '/product-management',
    titleId: 'route.productManagement',
    remote: 'mf_admin',
    expose: './ProductManagementPage',
    admin: true,
  },
];

export const LOGIN_ROUTE = { path: '/login', titleId: 'route.login' } as const;

export const DEFAULT_TITLE_ID = 'app.defaultTitle';
