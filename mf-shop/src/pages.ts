/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list.
 */
import { definePages } from '@minesite/shared/federation';
import { endpointUrl } from '@minesite/shared/api-endpoint';
import type { ProductQuery } from '@minesite/shared/contract';
import { productRoutes } from '@minesite/shared/routes/products';
import { CARD_IMAGE_SIZES, FULL_WIDTH_IMAGE_SIZES } from './lib/image-sizes';

/** A page of the catalog, as the page's list asks for it. */
const productList = (query: ProductQuery) => endpointUrl(productRoutes.list, { query });

export const registry = definePages('mf_shop', [
  {
    path: '/shop',
    file: 'shop-page',
    titleId: 'route.shop',
    navPanel: { tab: 'product', order: 10, labelId: 'nav.entry.shop' },
    homeView: { key: 'shop', order: 40, labelId: 'nav.homeTab.shop' },
    // The first two cards' pictures are above the fold (shop-screen.tsx, ABOVE_THE_FOLD).
    firstRead: {
      path: productList({ category: 'miner', page: 1, pageSize: 10 }),
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
    firstRead: { path: productRoutes.get.path, pictures: 1, pictureSizes: FULL_WIDTH_IMAGE_SIZES },
  },
  // The one-category pages (lib/category-lists.ts): the first card's picture across the page.
  {
    path: '/container',
    file: 'container-page',
    titleId: 'route.container',
    navPanel: { tab: 'product', order: 20, labelId: 'nav.entry.container' },
    firstRead: {
      path: productList({ category: 'container', pageSize: 20 }),
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
      path: productList({ category: 'water-cooling', pageSize: 20 }),
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
      path: productList({ category: 'gas-generator', pageSize: 20 }),
      pictures: 1,
      pictureSizes: FULL_WIDTH_IMAGE_SIZES,
    },
  },
]);
