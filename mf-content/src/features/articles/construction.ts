import { section, type Article } from './article';

/** `/construction`: building a mine, from the site to switching on. */
export const CONSTRUCTION_ARTICLE: Article = {
  titleId: 'route.construction',
  introId: 'content.construction.intro',
  sections: [
    section('construction', 'site', 1, 4),
    section('construction', 'power', 1, 3),
    section('construction', 'cooling', 1, 3),
    section('construction', 'containers', 1, 2),
    section('construction', 'network', 1, 3),
    section('construction', 'commissioning', 1, 4),
  ],
  related: [
    { to: '/container', titleId: 'content.link.container' },
    { to: '/cooling', titleId: 'content.link.cooling' },
    { to: '/natural-power', titleId: 'content.link.naturalPower' },
    { to: '/speed-up', titleId: 'route.speedUp' },
  ],
};
