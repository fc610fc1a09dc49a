import { FormattedMessage } from 'react-intl';
import { Button } from '@minesite/shared/ui';
import { marketFailureReason } from '../market-failure';
import '../../../components/notices.css';

/** 'Failed to get market data: …' with the retry action. */
export function MarketError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const reason = marketFailureReason(error);
  return (
    <div className="content-error" role="alert">
      <p>
        <FormattedMessage
          id="content.market.error"
          values={{ reason: <FormattedMessage id={reason.id} values={reason.values} /> }}
        />
      </p>
      <Button size="small" color="primary" loading={retrying} onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}
