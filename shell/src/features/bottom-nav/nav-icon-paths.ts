import type { NavTabKey } from './nav-tabs';

/** 24×24 outline icons, one per tab (drawn by NavIcon, and in the shell's first paint). */
export const NAV_ICON_PATHS: Record<NavTabKey, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  training: 'M3 7.5 12 4l9 3.5-9 3.5-9-3.5zM7 9.5v5c1.5 1.3 3.2 2 5 2s3.5-.7 5-2v-5M21 7.5v6',
  miningAi: 'M8 8h8v8H8zM5 5h14v14H5zM9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3',
  product: 'M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5zM3.5 7.5 12 12l8.5-4.5M12 12v9',
  service: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5',
};
