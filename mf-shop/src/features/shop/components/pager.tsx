import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@minesite/shared/ui';
import './pager.css';

export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="shop-pager" aria-label={intl.formatMessage({ id: 'shop.pager.label' })}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="shop.pager.previous" />
      </Button>
      <span aria-current="page">
        <FormattedMessage id="shop.pager.position" values={{ page, pageCount }} />
      </span>
      <Button size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="shop.pager.next" />
      </Button>
    </nav>
  );
}
