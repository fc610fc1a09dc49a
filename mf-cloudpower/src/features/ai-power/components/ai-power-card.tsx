import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ProductOf } from '@minesite/shared/contract';
import { checkoutPath } from '@minesite/shared/domain';
import { Button, Card, CardNote, CardTitle, Rows, Row } from '@minesite/shared/ui';
import { useLocalized } from '@minesite/shared/localized';
import { DisplayPrice } from '@minesite/shared/display-price';
import '../../../components/showcase.css';

export type AiPowerProduct = ProductOf<'ai-power'>;

/**
 * An AI compute package: its hardware rows, monthly price and buy-now. Compact under the AI
 * landing's section heading (so a level-3 title), full on a page of its own (level 2).
 */
export function AiPowerCard({ product, compact }: { product: AiPowerProduct; compact?: boolean }) {
  const localized = useLocalized();
  const navigate = useNavigate();
  const titleId = `ai-${product.id}-title`;
  const name = localized(product.name);
  const price = (
    <DisplayPrice value={product.price} currency={product.currency} maximumFractionDigits={2} />
  );
  const rows = compact ? product.specs.rows.slice(0, 2) : product.specs.rows;

  // AI compute is rented by the month only.
  const buy = () =>
    void navigate(checkoutPath({ kind: 'rental', productId: product.id, plan: 'monthly' }));

  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardTitle as={compact ? 'h3' : 'h2'} id={titleId}>
        {name}
      </CardTitle>
      <CardNote>{localized(product.description)}</CardNote>
      <Rows variant="figures">
        {rows.map((row) => (
          <Row key={row.label.en}>
            <dt>{localized(row.label)}</dt>
            <dd>{row.value}</dd>
          </Row>
        ))}
      </Rows>
      <p className="cp-price" data-testid="ai-price">
        <FormattedMessage id="cloudpower.gpu.perMonth" values={{ price }} />
      </p>
      <Button block color="primary" disabled={product.soldOut} onClick={buy}>
        <FormattedMessage id={product.soldOut ? 'cloudpower.list.soldOut' : 'cloudpower.ai.buy'} />
      </Button>
    </Card>
  );
}
