import { section, type Article } from './article';

/** `/manual`: the history of Bitcoin mining, and mining safely. */
export const MANUAL_ARTICLE: Article = {
  titleId: 'route.manual',
  introId: 'content.manual.intro',
  sections: [
    section('manual', 'history', 1, 6),
    section('manual', 'halving', 2, 0),
    section('manual', 'security', 1, 0),
    section('manual', 'wallet', 0, 3),
    section('manual', 'machines', 0, 4),
    section('manual', 'site', 0, 3),
  ],
  related: [
    { to: '/software', titleId: 'route.software' },
    { to: '/repair', titleId: 'route.repair' },
  ],
};
