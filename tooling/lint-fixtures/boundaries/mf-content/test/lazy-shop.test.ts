// Crossing: a test loads another remote with import().
export const shopPages = () => import('@minesite/mf-shop/pages');
