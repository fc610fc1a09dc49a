import type { NavTabKey } from '../nav-tabs';
import { NAV_ICON_PATHS } from '../nav-icon-paths';

export function NavIcon({ tab }: { tab: NavTabKey }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={NAV_ICON_PATHS[tab]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
