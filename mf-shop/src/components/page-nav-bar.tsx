import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackButton } from '@minesite/shared/ui';
import './page-nav-bar.css';

const HOME_PATHS = ['/', '/mining'];

/**
 * The page's heading with a back button. Back goes to the previous page in the site, or to
 * `fallback` when the page was opened from a link (no history inside the site).
 */
export function PageNavBar({ titleId, fallback = '/' }: { titleId: string; fallback?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
  // Shown as one of the home swipe's views (`/?view=shop`), the page is home: nothing to go back to.
  const isHomeView = HOME_PATHS.includes(location.pathname);
  return (
    <div className="shop-navbar">
      {!isHomeView && <BackButton className="shop-back" onClick={back} />}
      <h1 className="page-heading shop-navbar-title">
        <FormattedMessage id={titleId} />
      </h1>
    </div>
  );
}
