import { withCatalogs } from '@minesite/shared/remote-page';
import { ArticleScreen } from '../features/articles/components/article-screen';
import { GUIDE_ARTICLE } from '../features/articles/guide';
import { guideCatalogs } from '../i18n/guide-catalogs';

function GuidePage() {
  return <ArticleScreen article={GUIDE_ARTICLE} />;
}

export default withCatalogs(GuidePage, guideCatalogs);
