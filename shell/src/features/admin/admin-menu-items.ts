/** The admin side menu (spec section 2): four admin pages, then log out. */
export const ADMIN_MENU_ITEMS = [
  { path: '/product-management', labelId: 'shell.admin.menu.productManagement' },
  { path: '/admin/contact', labelId: 'shell.admin.menu.contacts' },
  { path: '/admin/power-contacts', labelId: 'shell.admin.menu.powerContacts' },
  { path: '/order-management', labelId: 'shell.admin.menu.orders' },
] as const;
