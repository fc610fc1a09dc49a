import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentRail, PublicOrder } from '@minesite/shared/domain';
import { Card, CardTitle, FieldTip, Selector, Toast } from '@minesite/shared/ui';
import { useChangeRailMutation } from '../order-mutations';
import { withCatalogs } from '@minesite/shared/remote-page';
import { detailCardsCatalogs } from '../../../i18n/detail-cards-catalogs';

/**
 * The rail of an order nothing was paid for yet, among those the shop takes now: picking
 * another gives the order a new address and the amount in that rail's unit (the service's
 * answer replaces the order on the page).
 */
function RailSwitchCard({ order, rails }: { order: PublicOrder; rails: PaymentRail[] }) {
  const intl = useIntl();
  const [changeRail, { isLoading }] = useChangeRailMutation();
  const current = order.payment.rail ?? 'btc';
  return (
    <Card className="orders-rail" aria-labelledby="rail-title">
      <CardTitle id="rail-title" as="h2">
        <FormattedMessage id="orders.detail.rail.title" />
      </CardTitle>
      <Selector
        aria-labelledby="rail-title"
        columns={1}
        disabled={isLoading}
        options={rails.map((rail) => ({
          label: intl.formatMessage({ id: `orders.checkout.rail.${rail}` }),
          value: rail,
        }))}
        value={[current]}
        onChange={([rail]) => {
          if (!rail || rail === current) return;
          void changeRail({ orderId: order.orderId, rail }).then((result) => {
            if ('error' in result) {
              Toast.show({ content: intl.formatMessage({ id: 'orders.detail.rail.failed' }) });
            }
          });
        }}
      />
      <FieldTip>
        <FormattedMessage id="orders.detail.rail.tip" />
      </FieldTip>
    </Card>
  );
}

/** With its texts, a part of the catalog of their own that loads with the card. */
export default withCatalogs(RailSwitchCard, detailCardsCatalogs);
