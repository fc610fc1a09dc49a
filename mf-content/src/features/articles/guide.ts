import { section, type Article } from './article';

/** `/guide`: hosted mining and mining at home. */
export const GUIDE_ARTICLE: Article = {
  titleId: 'route.guide',
  introId: 'content.guide.intro',
  sections: [
    section('guide', 'hosting', 1, 3),
    section('guide', 'hostingSteps', 0, 5),
    section('guide', 'home', 1, 0),
    section('guide', 'homePower', 1, 3),
    section('guide', 'homeNoise', 1, 3),
    section('guide', 'homeCost', 2, 0),
  ],
  related: [
    { to: '/hosting', titleId: 'content.link.hosting' },
    { to: '/calculator', titleId: 'content.link.calculator' },
    { to: '/shop', titleId: 'content.link.shop' },
  ],
};
