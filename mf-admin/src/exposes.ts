/** The pages this remote exposes to the shell (Module Federation `exposes`). */
export const exposes = {
  './OrderManagementPage': './src/pages/order-management-page.tsx',
  './ContactAdminPage': './src/pages/contact-admin-page.tsx',
  './PowerContactsAdminPage': './src/pages/power-contacts-admin-page.tsx',
  './ProductManagementPage': './src/pages/product-management-page.tsx',
};
