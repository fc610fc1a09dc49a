/**
 * Power news: the items are the operator's (GET /api/content/news);
 * the eight categories and their labels are the site's.
 */
import { NEWS_CATEGORIES, type NewsCategory, type NewsItem } from '@minesite/shared/domain';

export { NEWS_CATEGORIES, type NewsCategory };

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

/** The items of `category` (all when null), newest first, then in the operator's order. */
export function newsIn(items: readonly NewsItem[], category: NewsCategory | null): NewsItem[] {
  return items
    .filter((news) => category === null || news.category === category)
    .sort((a, b) => b.date.localeCompare(a.date) || a.order - b.order);
}
