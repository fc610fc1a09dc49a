import { ContentPage } from '../../../components/content-page';
import { LinkList } from '../../../components/link-list';
import { TextSection } from '../../../components/text-section';
import type { Article } from '../article';

/** A guide or article page: its sections in order, then where to go next. */
export function ArticleScreen({ article }: { article: Article }) {
  return (
    <ContentPage titleId={article.titleId} introId={article.introId}>
      {article.sections.map((section) => (
        <TextSection
          key={section.titleId}
          titleId={section.titleId}
          paragraphIds={section.paragraphIds}
          itemIds={section.itemIds}
        />
      ))}
      <LinkList entries={article.related} labelId="content.article.related" />
    </ContentPage>
  );
}
