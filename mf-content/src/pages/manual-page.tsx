import { withCatalogs } from '@minesite/shared/remote-page';
import { ArticleScreen } from '../features/articles/components/article-screen';
import { MANUAL_ARTICLE } from '../features/articles/manual';
import { catalogs } from '../i18n/catalogs';

function ManualPage() {
  return <ArticleScreen article={MANUAL_ARTICLE} />;
}

export default withCatalogs(ManualPage, catalogs);
