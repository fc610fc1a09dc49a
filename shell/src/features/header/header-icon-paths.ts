/** The header's drawn icons (BrandMark, the language switcher's globe), also painted by the
 * shell's HTML before any script runs (first-paint/first-paint-markup.ts). */
export const BRAND_MARK_PATH =
  'M12 8.5v15M14.5 7v2M18 7v2M14.5 23v2M18 23v2M10.5 9.5h7.2a3.3 3.3 0 0 1 0 6.5h-7.2M10.5 16h8a3.7 3.7 0 0 1 0 7.5h-8';

export const GLOBE_PATH =
  'M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z';

/** The side nav's menu button: three bars. */
export const MENU_PATH = 'M4 6h16M4 12h16M4 18h16';
