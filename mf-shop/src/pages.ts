/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list.
 */
import { definePages } from '@minesite/shared/federation';
import { CARD_IMAGE_SIZES } from './lib/image-sizes';

export const registry = definePages('mf_shop', [
  {
    path: '/shop',
    file: 'shop-page',
    titleId: 'route.shop',
    homeView: 'shop',
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
    navTab: 'product',
  },
  { path: '/container', file: 'container-page', titleId: 'route.container' },
  { path: '/cooling', file: 'cooling-page', titleId: 'route.cooling' },
  { path: '/natural-power', file: 'natural-power-page', titleId: 'route.naturalPower' },
]);
