import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button, Tag, Card, CardHead, CardTitle, CardNote, Rows, Row } from '@minesite/shared/ui';
import { useLocalized } from '@minesite/shared/localized';
import type { Currency } from '@minesite/shared/catalog';
import { DisplayPrice } from '@minesite/shared/display-price';
import type { ProductOf } from '@minesite/shared/contract';
import { checkoutPath } from '@minesite/shared/domain';
import '../../../components/showcase.css';

export type GpuPlan = ProductOf<'gpu-plan'>;

function Price({
  value,
  currency,
  per,
}: {
  value: number | null;
  currency: Currency;
  per: 'hour' | 'month';
}) {
  if (value === null) return <FormattedMessage id="cloudpower.gpu.monthlyOnly" />;
  return (
    <FormattedMessage
      id={per === 'hour' ? 'cloudpower.gpu.perHour' : 'cloudpower.gpu.perMonth'}
      values={{
        price: <DisplayPrice value={value} currency={currency} maximumFractionDigits={2} />,
      }}
    />
  );
}

/** A GPU plan: hourly and monthly prices, member prices, specs and buy-now. */
export function GpuPlanCard({ plan }: { plan: GpuPlan }) {
  const localized = useLocalized();
  const navigate = useNavigate();
  const s = plan.specs;
  const titleId = `gpu-${plan.id}-title`;
  // The card shows both prices but offers no choice: the checkout starts on the monthly plan
  // and lets the visitor switch to hourly where the plan has it.
  const buy = () =>
    void navigate(checkoutPath({ kind: 'rental', productId: plan.id, plan: 'monthly' }));

  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardHead as="header" variant="top">
        <CardTitle id={titleId} as="h2">
          {localized(plan.name)}
        </CardTitle>
        <Tag color="primary" fill="outline">
          {s.gpuModel}
        </Tag>
      </CardHead>
      <CardNote>{localized(plan.description)}</CardNote>
      <Rows variant="figures">
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.gpu.hourly" />
          </dt>
          <dd data-testid="gpu-hourly">
            <Price value={s.hourlyPrice} currency={plan.currency} per="hour" />
          </dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.gpu.monthly" />
          </dt>
          <dd data-testid="gpu-monthly">
            <span className="cp-price">
              <Price value={s.monthlyPrice} currency={plan.currency} per="month" />
            </span>
          </dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.gpu.member" />
          </dt>
          <dd data-testid="gpu-member">
            {s.memberHourlyPrice !== null && (
              <>
                <Price value={s.memberHourlyPrice} currency={plan.currency} per="hour" />
                {' · '}
              </>
            )}
            <Price value={s.memberMonthlyPrice} currency={plan.currency} per="month" />
          </dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.gpu.cpu" />
          </dt>
          <dd>
            <FormattedMessage id="cloudpower.gpu.cores" values={{ cores: s.cpuCores }} />
          </dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.gpu.memory" />
          </dt>
          <dd>{s.memoryGb}G</dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.gpu.systemDisk" />
          </dt>
          <dd>{s.systemDiskGb}G</dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.gpu.dataDisk" />
          </dt>
          <dd>{s.dataDiskGb}G</dd>
        </Row>
      </Rows>
      <Button block color="primary" disabled={plan.soldOut} onClick={buy}>
        <FormattedMessage id={plan.soldOut ? 'cloudpower.list.soldOut' : 'cloudpower.gpu.buy'} />
      </Button>
    </Card>
  );
}
