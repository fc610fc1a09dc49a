/**
 * A page's grey outline while its code loads: the same markup the shell's HTML paints before
 * any script runs (first-paint-markup.ts), so nothing moves when React takes over.
 */
import { useIntl } from 'react-intl';
import { selectLocale } from '@minesite/shared/locale';
import { useAppSelector } from '@minesite/shared/store';
import { useRouteTable } from '../routing/route-store';
import { SKELETON_BLOCKS } from './skeleton-blocks';
import './page-skeleton.css';

export function PageSkeleton({ homeTabs = false }: { homeTabs?: boolean }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  // The views' tabs once their registries are read (the first paint draws the empty row).
  const views = useRouteTable().homeViews;
  return (
    <div
      className="fp-page"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      {homeTabs && (
        <div className="fp-tabs">
          {views.map((view) => (
            <span key={view.key} className="fp-tab">
              {view.labels[locale]}
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
