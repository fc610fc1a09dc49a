/**
 * The five named views of the home swipe area (spec section 2), each rendered by the remote
 * that owns it (ARCHITECTURE.md, "Who renders which route").
 */
import type { RemoteName } from '@minesite/shared/config';

export interface HomeView {
  /** Its name, also the `view` query value that opens it: `/?view=shop`. */
  key: 'home' | 'currency' | 'trade' | 'shop' | 'calculator';
  titleId: string;
  remote: RemoteName;
  expose: string;
}

export const HOME_VIEWS: readonly HomeView[] = [
  { key: 'home', titleId: 'shell.home.tab.home', remote: 'mf_content', expose: './HomeView' },
  {
    key: 'currency',
    titleId: 'shell.home.tab.currency',
    remote: 'mf_content',
    expose: './MarketPage',
  },
  { key: 'trade', titleId: 'shell.home.tab.trade', remote: 'mf_content', expose: './TradePage' },
  { key: 'shop', titleId: 'shell.home.tab.shop', remote: 'mf_shop', expose: './ShopPage' },
  {
    key: 'calculator',
    titleId: 'shell.home.tab.calculator',
    remote: 'mf_cloudpower',
    expose: './CalculatorPage',
  },
];

/** The index of the view a `view` query value names; the first view when none or unknown. */
export function homeViewIndex(name: string | null): number {
  return Math.max(
    0,
    HOME_VIEWS.findIndex((view) => view.key === name),
  );
}
