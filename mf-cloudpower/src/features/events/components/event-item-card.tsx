import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ProductOf } from '@minesite/shared/contract';
import { contactPath } from '@minesite/shared/domain';
import { Button, Tag, Card, CardHead, CardTitle, CardNote, Rows, Row } from '@minesite/shared/ui';
import { useLocalized } from '@minesite/shared/localized';

export type EventItem = ProductOf<'draw'> | ProductOf<'auction'>;

/** Event times are stated in UTC+8. */
const EVENT_TIME_ZONE = 'Asia/Shanghai';

const STATE_COLOR = {
  upcoming: 'primary',
  open: 'success',
  ended: 'default',
  sold: 'danger',
} as const;

/** A draw or auction item: units, price per unit or per T, its times in UTC+8 and its state. */
export function EventItemCard({ item }: { item: EventItem }) {
  const intl = useIntl();
  const localized = useLocalized();
  const navigate = useNavigate();
  const s = item.specs;
  const titleId = `event-${item.id}-title`;
  const time = (iso: string) =>
    intl.formatDate(iso, {
      timeZone: EVENT_TIME_ZONE,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  const closed = s.state === 'ended' || s.state === 'sold';

  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardHead as="header" variant="top">
        <CardTitle id={titleId} as="h2">
          {localized(item.name)}
        </CardTitle>
        <Tag color={STATE_COLOR[s.state]} fill={closed ? 'outline' : 'solid'}>
          <FormattedMessage id={`cloudpower.event.state.${s.state}`} />
        </Tag>
      </CardHead>
      <CardNote>{localized(item.description)}</CardNote>
      <Rows variant="figures">
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.event.units" />
          </dt>
          <dd data-testid="event-units">
            <FormattedNumber value={s.units} />
          </dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id={`cloudpower.event.price.${item.category}`} />
          </dt>
          <dd data-testid="event-price">
            <FormattedMessage
              id={s.priceUnit === 'T' ? 'cloudpower.event.perT' : 'cloudpower.event.perUnit'}
              values={{
                price: (
                  <FormattedNumber
                    value={item.price}
                    style="currency"
                    currency={item.currency}
                    maximumFractionDigits={2}
                  />
                ),
              }}
            />
          </dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.event.starts" />
          </dt>
          <dd>
            <FormattedMessage id="cloudpower.event.utc8" values={{ time: time(s.startsAt) }} />
          </dd>
        </Row>
        <Row>
          <dt>
            <FormattedMessage id="cloudpower.event.ends" />
          </dt>
          <dd>
            <FormattedMessage id="cloudpower.event.utc8" values={{ time: time(s.endsAt) }} />
          </dd>
        </Row>
      </Rows>
      {closed ? (
        <Button block disabled>
          <FormattedMessage id={`cloudpower.event.closed.${s.state}`} />
        </Button>
      ) : (
        <Button block color="primary" onClick={() => navigate(contactPath(item.category))}>
          <FormattedMessage id={`cloudpower.event.join.${item.category}`} />
        </Button>
      )}
    </Card>
  );
}
