/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list.
 */
import { definePages } from '@minesite/shared/federation';
import { CARD_IMAGE_SIZES, FULL_WIDTH_IMAGE_SIZES } from './lib/image-sizes';

export const registry = definePages('mf_shop', [
  {
    path: '/shop',
    file: 'shop-page',
    titleId: 'route.shop',
    navPanel: { tab: 'product', order: 10, labelId: 'nav.entry.shop' },
    homeView: { key: 'shop', order: 40, labelId: 'nav.homeTab.shop' },
    // The first two cards' pictures are above the fold (shop-screen.tsx, ABOVE_THE_FOLD).
    firstRead: {
      path: '/api/products?category=miner&page=1&pageSize=10',
      pictures: 2,
      pictureSizes: CARD_IMAGE_SIZES,
    },
  },
  {
    path: '/product/:id',
    file: 'product-detail-page',
    titleId: 'route.productDetail',
    navPanel: { tab: 'miningAi', order: 10, labelId: 'nav.entry.wholeMachine', to: '/product/1' },
    navTab: 'product',
    // The product the address names; its first picture across the page (product-gallery.tsx).
    firstRead: { path: '/api/products/:id', pictures: 1, pictureSizes: FULL_WIDTH_IMAGE_SIZES },
  },
  // The one-category pages (lib/category-lists.ts): the first card's picture across the page.
  {
    path: '/container',
    file: 'container-page',
    titleId: 'route.container',
    navPanel: { tab: 'product', order: 20, labelId: 'nav.entry.container' },
    firstRead: {
      path: '/api/products?category=container&pageSize=20',
      pictures: 1,
      pictureSizes: FULL_WIDTH_IMAGE_SIZES,
    },
  },
  // The first two cards' pictures are above the fold (cooling-screen.tsx).
  {
    path: '/cooling',
    file: 'cooling-page',
    titleId: 'route.cooling',
    navPanel: { tab: 'product', order: 30, labelId: 'nav.entry.cooling' },
    firstRead: {
      path: '/api/products?category=water-cooling&pageSize=20',
      pictures: 2,
      pictureSizes: CARD_IMAGE_SIZES,
    },
  },
  {
    path: '/natural-power',
    file: 'natural-power-page',
    titleId: 'route.naturalPower',
    navPanel: { tab: 'product', order: 40, labelId: 'nav.entry.naturalPower' },
    firstRead: {
      path: '/api/products?category=gas-generator&pageSize=20',
      pictures: 1,
      pictureSizes: FULL_WIDTH_IMAGE_SIZES,
    },
  },
]);
