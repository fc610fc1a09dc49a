import { withCatalogs } from '@minesite/shared/remote-page';
import { ArticleScreen } from '../features/articles/components/article-screen';
import { MANUAL_ARTICLE } from '../features/articles/manual';
import { manualCatalogs } from '../i18n/manual-catalogs';

function ManualPage() {
  return <ArticleScreen article={MANUAL_ARTICLE} />;
}

export default withCatalogs(ManualPage, manualCatalogs);
