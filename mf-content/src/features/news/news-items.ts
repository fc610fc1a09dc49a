/**
 * Power news (spec section 3 "News item"). Content the operator may change: the dates and
 * categories are data, the texts message ids.
 */
export const NEWS_CATEGORIES = [
  'production',
  'education',
  'climate',
  'policy',
  'technology',
  'energy',
  'announcements',
  'interviews',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  production: 'content.news.category.production',
  education: 'content.news.category.education',
  climate: 'content.news.category.climate',
  policy: 'content.news.category.policy',
  technology: 'content.news.category.technology',
  energy: 'content.news.category.energy',
  announcements: 'content.news.category.announcements',
  interviews: 'content.news.category.interviews',
};

export interface NewsItem {
  id: string;
  category: NewsCategory;
  /** Publication day, ISO `YYYY-MM-DD`. */
  date: string;
  titleId: string;
  descriptionId: string;
}

const item = (id: string, category: NewsCategory, date: string): NewsItem => ({
  id,
  category,
  date,
  titleId: `content.news.item.${id}.title`,
  descriptionId: `content.news.item.${id}.description`,
});

export const NEWS_ITEMS: readonly NewsItem[] = [
  item('albertaExpansion', 'production', '2025-03-18'),
  item('repairCourse', 'education', '2025-03-05'),
  item('heatReuse', 'climate', '2025-02-24'),
  item('hostingRules', 'policy', '2025-02-12'),
  item('immersionTrial', 'technology', '2025-01-28'),
  item('demandResponse', 'energy', '2025-01-16'),
  item('halvingPlan', 'announcements', '2024-12-20'),
  item('siteManager', 'interviews', '2024-12-02'),
  item('s21Upgrade', 'production', '2024-11-15'),
  item('windPower', 'energy', '2024-10-30'),
];

/** The items of `category` (all when null), newest first. */
export function newsIn(items: readonly NewsItem[], category: NewsCategory | null): NewsItem[] {
  return items
    .filter((news) => category === null || news.category === category)
    .sort((a, b) => b.date.localeCompare(a.date));
}
