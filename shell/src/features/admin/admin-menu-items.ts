/** The admin side menu (spec section 2): four admin pages, then log out. */
export const ADMIN_MENU_ITEMS = [
  { path: '/admin', labelId: 'shell.admin.menu.dashboard' },
  { path: '/product-management', labelId: 'shell.admin.menu.productManagement' },
  { path: '/admin/contact', labelId: 'shell.admin.menu.contacts' },
  { path: '/admin/power-contacts', labelId: 'shell.admin.menu.powerContacts' },
  { path: '/order-management', labelId: 'shell.admin.menu.orders' },
  { path: '/admin/settings', labelId: 'shell.admin.menu.settings' },
  { path: '/admin/notifications', labelId: 'shell.admin.menu.notifications' },
  { path: '/admin/webhooks', labelId: 'shell.admin.menu.webhooks' },
  { path: '/admin/news', labelId: 'shell.admin.menu.news' },
  { path: '/admin/jobs', labelId: 'shell.admin.menu.jobs' },
  { path: '/admin/team', labelId: 'shell.admin.menu.team' },
  { path: '/admin/data-centres', labelId: 'shell.admin.menu.dataCentres' },
  { path: '/admin/contact-details', labelId: 'shell.admin.menu.contactDetails' },
  { path: '/admin/rules', labelId: 'shell.admin.menu.rules' },
  { path: '/admin/downloads', labelId: 'shell.admin.menu.downloads' },
] as const;
