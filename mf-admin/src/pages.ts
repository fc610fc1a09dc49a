/**
 * Every page this remote renders: its route, module, title and place in the frame. The
 * exposes, the standalone frame and the pages.json the shell reads its routes from at run time
 * are derived from this list. A page whose first screen is one service read declares it as its
 * `firstRead`: the HTML's boot script asks for it beside the page's files and the session check
 * (pages.test.ts).
 */
import { definePages } from '@minesite/shared/federation';
import { backOfficeRoutes } from '@minesite/shared/routes/back-office';
import { contentRoutes } from '@minesite/shared/routes/content';

export const registry = definePages('mf_admin', [
  { path: '/admin', file: 'dashboard-page', titleId: 'route.adminDashboard', admin: true },
  {
    path: '/admin/settings',
    file: 'settings-page',
    titleId: 'route.adminSettings',
    admin: true,
    firstRead: { path: backOfficeRoutes.settings.path },
  },
  {
    path: '/order-management',
    file: 'order-management-page',
    titleId: 'route.orderManagement',
    admin: true,
  },
  {
    path: '/admin/contact',
    file: 'contact-admin-page',
    titleId: 'route.adminContact',
    admin: true,
  },
  {
    path: '/admin/power-contacts',
    file: 'power-contacts-admin-page',
    titleId: 'route.adminPowerContacts',
    admin: true,
  },
  {
    path: '/admin/notifications',
    file: 'notifications-page',
    titleId: 'route.adminNotifications',
    admin: true,
  },
  {
    path: '/admin/webhooks',
    file: 'webhooks-page',
    titleId: 'route.adminWebhooks',
    admin: true,
  },
  {
    path: '/product-management',
    file: 'product-management-page',
    titleId: 'route.productManagement',
    admin: true,
  },
  {
    path: '/admin/news',
    file: 'content-news-page',
    titleId: 'route.adminNews',
    admin: true,
    firstRead: { path: contentRoutes('news').all.path },
  },
  {
    path: '/admin/jobs',
    file: 'content-jobs-page',
    titleId: 'route.adminJobs',
    admin: true,
    firstRead: { path: contentRoutes('jobs').all.path },
  },
  {
    path: '/admin/team',
    file: 'content-team-page',
    titleId: 'route.adminTeam',
    admin: true,
    firstRead: { path: contentRoutes('team').all.path },
  },
  {
    path: '/admin/data-centres',
    file: 'content-data-centres-page',
    titleId: 'route.adminDataCentres',
    admin: true,
    firstRead: { path: contentRoutes('data-centres').all.path },
  },
  {
    path: '/admin/contact-details',
    file: 'content-contact-details-page',
    titleId: 'route.adminContactDetails',
    admin: true,
    firstRead: { path: contentRoutes('contact-details').all.path },
  },
  {
    path: '/admin/rules',
    file: 'content-rules-page',
    titleId: 'route.adminRules',
    admin: true,
    firstRead: { path: contentRoutes('rules').all.path },
  },
  {
    path: '/admin/downloads',
    file: 'downloads-admin-page',
    titleId: 'route.adminDownloads',
    admin: true,
  },
]);
