/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list.
 */
import { definePages } from '@minesite/shared/federation';
import { contentRoutes } from '@minesite/shared/routes/content';
import { fileRoutes } from '@minesite/shared/routes/files';
import { marketRoutes } from '@minesite/shared/routes/market';

export const registry = definePages('mf_content', [
  // The home swipe's first view (the shell's `/` and `/mining` show it): no address of its own.
  {
    file: 'home-view',
    titleId: 'content.home.title',
    homeView: { key: 'home', order: 10, labelId: 'nav.homeTab.home' },
    firstRead: { path: contentRoutes('data-centres').published.path },
  },
  // The market table is the page's largest paint: its rows come with the first read.
  {
    path: '/currency',
    file: 'market-page',
    titleId: 'route.currency',
    navPanel: { tab: 'service', order: 80, labelId: 'nav.entry.currency' },
    homeView: { key: 'currency', order: 20, labelId: 'nav.homeTab.currency' },
    firstRead: { path: marketRoutes.get.path },
  },
  {
    path: '/trade',
    file: 'trade-page',
    titleId: 'route.trade',
    navTab: 'home',
    homeView: { key: 'trade', order: 30, labelId: 'nav.homeTab.trade' },
  },
  { path: '/service', file: 'service-page', titleId: 'route.service', navTab: 'service' },
  {
    path: '/speed-up',
    file: 'speed-up-page',
    titleId: 'route.speedUp',
    navPanel: { tab: 'service', order: 60, labelId: 'nav.entry.speedUp' },
  },
  // The operator's content: the boot script reads it beside the page's code.
  {
    path: '/power',
    file: 'power-news-page',
    titleId: 'route.power',
    navPanel: { tab: 'service', order: 40, labelId: 'nav.entry.news' },
    firstRead: { path: contentRoutes('news').published.path },
  },
  {
    path: '/guide',
    file: 'guide-page',
    titleId: 'route.guide',
    navPanel: { tab: 'training', order: 30, labelId: 'nav.entry.guide' },
  },
  {
    path: '/recruitment',
    file: 'recruitment-page',
    titleId: 'route.recruitment',
    navPanel: { tab: 'service', order: 10, labelId: 'nav.entry.recruitment' },
    firstRead: { path: contentRoutes('jobs').published.path },
  },
  {
    path: '/team',
    file: 'team-page',
    titleId: 'route.team',
    navPanel: { tab: 'service', order: 30, labelId: 'nav.entry.team' },
    firstRead: { path: contentRoutes('team').published.path },
  },
  {
    path: '/contact',
    file: 'contact-page',
    titleId: 'route.contact',
    navPanel: { tab: 'service', order: 20, labelId: 'nav.entry.contact' },
    firstRead: { path: contentRoutes('contact-details').published.path },
  },
  {
    path: '/warehouse',
    file: 'warehouse-page',
    titleId: 'route.warehouse',
    navPanel: { tab: 'service', order: 70, labelId: 'nav.entry.warehouse' },
  },
  {
    path: '/repair',
    file: 'repair-page',
    titleId: 'route.repair',
    navPanel: { tab: 'training', order: 10, labelId: 'nav.entry.repair' },
  },
  {
    path: '/manual',
    file: 'manual-page',
    titleId: 'route.manual',
    navPanel: { tab: 'training', order: 40, labelId: 'nav.entry.manual' },
  },
  {
    path: '/software',
    file: 'software-page',
    titleId: 'route.software',
    navPanel: { tab: 'training', order: 20, labelId: 'nav.entry.software' },
    firstRead: { path: fileRoutes.downloads.path },
  },
  {
    path: '/construction',
    file: 'construction-page',
    titleId: 'route.construction',
    navPanel: { tab: 'service', order: 50, labelId: 'nav.entry.construction' },
  },
]);
