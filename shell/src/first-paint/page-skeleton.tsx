/**
 * A page's grey outline while its code loads: the same markup the shell's HTML paints before
 * any script runs (first-paint-markup.ts), so nothing moves when React takes over.
 */
import { useIntl } from 'react-intl';
import { HOME_VIEW_TABS } from '../features/home/home-views';
import { SKELETON_BLOCKS } from './skeleton-blocks';
import './page-skeleton.css';

export function PageSkeleton({ homeTabs = false }: { homeTabs?: boolean }) {
  const intl = useIntl();
  return (
    <div
      className="fp-page"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      {homeTabs && (
        <div className="fp-tabs">
          {HOME_VIEW_TABS.map((view) => (
            <span key={view.key} className="fp-tab">
              {intl.formatMessage({ id: view.titleId })}
            </span>
          ))}
        </div>
      )}
      {SKELETON_BLOCKS.map((block, i) => (
        <div key={i} className={block} />
      ))}
    </div>
  );
}
