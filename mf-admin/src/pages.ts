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
  {
    path: '/admin',
    file: 'dashboard-page',
    titleId: 'route.adminDashboard',
    adminMenu: { order: 10, labelId: 'nav.admin.dashboard' },
    admin: true,
  },
  {
    path: '/admin/settings',
    file: 'settings-page',
    titleId: 'route.adminSettings',
    adminMenu: { order: 60, labelId: 'nav.admin.settings' },
    admin: true,
    firstRead: { path: backOfficeRoutes.settings.path },
  },
  {
    path: '/order-management',
    file: 'order-management-page',
    titleId: 'route.orderManagement',
    adminMenu: { order: 50, labelId: 'nav.admin.orders' },
    admin: true,
  },
  {
    path: '/admin/stray-payments',
    file: 'stray-payments-page',
    titleId: 'route.adminStrayPayments',
    adminMenu: { order: 55, labelId: 'nav.admin.strayPayments' },
    admin: true,
  },
  {
    path: '/admin/contact',
    file: 'contact-admin-page',
    titleId: 'route.adminContact',
    adminMenu: { order: 30, labelId: 'nav.admin.contacts' },
    admin: true,
  },
  {
    path: '/admin/power-contacts',
    file: 'power-contacts-admin-page',
    titleId: 'route.adminPowerContacts',
    adminMenu: { order: 40, labelId: 'nav.admin.powerContacts' },
    admin: true,
  },
  {
    path: '/admin/notifications',
    file: 'notifications-page',
    titleId: 'route.adminNotifications',
    adminMenu: { order: 70, labelId: 'nav.admin.notifications' },
    admin: true,
  },
  {
    path: '/admin/webhooks',
    file: 'webhooks-page',
    titleId: 'route.adminWebhooks',
    adminMenu: { order: 80, labelId: 'nav.admin.webhooks' },
    admin: true,
  },
  {
    path: '/product-management',
    file: 'product-management-page',
    titleId: 'route.productManagement',
    adminMenu: { order: 20, labelId: 'nav.admin.productManagement' },
    admin: true,
  },
  {
    path: '/admin/news',
    file: 'content-news-page',
    titleId: 'route.adminNews',
    adminMenu: { order: 90, labelId: 'nav.admin.news' },
    admin: true,
    firstRead: { path: contentRoutes('news').all.path },
  },
  {
    path: '/admin/jobs',
    file: 'content-jobs-page',
    titleId: 'route.adminJobs',
    adminMenu: { order: 100, labelId: 'nav.admin.jobs' },
    admin: true,
    firstRead: { path: contentRoutes('jobs').all.path },
  },
  {
    path: '/admin/team',
    file: 'content-team-page',
    titleId: 'route.adminTeam',
    adminMenu: { order: 110, labelId: 'nav.admin.team' },
    admin: true,
    firstRead: { path: contentRoutes('team').all.path },
  },
  {
    path: '/admin/data-centres',
    file: 'content-data-centres-page',
    titleId: 'route.adminDataCentres',
    adminMenu: { order: 120, labelId: 'nav.admin.dataCentres' },
    admin: true,
    firstRead: { path: contentRoutes('data-centres').all.path },
  },
  {
    path: '/admin/contact-details',
    file: 'content-contact-details-page',
    titleId: 'route.adminContactDetails',
    adminMenu: { order: 130, labelId: 'nav.admin.contactDetails' },
    admin: true,
    firstRead: { path: contentRoutes('contact-details').all.path },
  },
  {
    path: '/admin/rules',
    file: 'content-rules-page',
    titleId: 'route.adminRules',
    adminMenu: { order: 140, labelId: 'nav.admin.rules' },
    admin: true,
    firstRead: { path: contentRoutes('rules').all.path },
  },
  {
    path: '/admin/downloads',
    file: 'downloads-admin-page',
    titleId: 'route.adminDownloads',
    adminMenu: { order: 150, labelId: 'nav.admin.downloads' },
    admin: true,
  },
]);
