import { withCatalogs } from '@minesite/shared/remote-page';
import { ArticleScreen } from '../features/articles/components/article-screen';
import { CONSTRUCTION_ARTICLE } from '../features/articles/construction';
import { constructionCatalogs } from '../i18n/construction-catalogs';

function ConstructionPage() {
  return <ArticleScreen article={CONSTRUCTION_ARTICLE} />;
}

export default withCatalogs(ConstructionPage, constructionCatalogs);
