import type { LinkEntry } from '../../components/link-list';

/** A long page written as data: titled sections of paragraphs and lists (message ids). */
export interface ArticleSection {
  titleId: string;
  paragraphIds: readonly string[];
  itemIds?: readonly string[];
}

export interface Article {
  titleId: string;
  introId: string;
  sections: readonly ArticleSection[];
  /** Where to go next. */
  related: readonly LinkEntry[];
}

/** Section `name` of `article`, with so many paragraphs and list items: its message ids. */
export function section(
  article: 'guide' | 'manual' | 'construction',
  name: string,
  paragraphs: number,
  items = 0,
): ArticleSection {
  const prefix = `content.${article}.${name}`;
  return {
    titleId: `${prefix}.title`,
    paragraphIds: Array.from({ length: paragraphs }, (_, i) => `${prefix}.p${i + 1}`),
    itemIds: Array.from({ length: items }, (_, i) => `${prefix}.item${i + 1}`),
  };
}
