import { FormattedMessage, useIntl } from 'react-intl';
import {
  RENTAL_HOURS,
  RENTAL_MONTHS,
  RENTAL_REGIONS,
  type RentalPlan,
} from '@minesite/shared/domain';
import { Selector, Field, FieldLabel, Rows } from '@minesite/shared/ui';
import { DetailRow } from '../../../components/detail-row';
import type { RentalDraft } from '../rental-choice';
import { PLAN_MESSAGE_IDS, REGION_MESSAGE_IDS } from '../../../components/rental-labels';
import { NumberStepper } from './number-stepper';

/** A rented server's plan (a choice only where the product has both), its length and region. */
export function RentalOptions({
  plans,
  draft,
  onChange,
}: {
  plans: readonly RentalPlan[];
  draft: RentalDraft;
  onChange: (change: Partial<RentalDraft>) => void;
}) {
  const intl = useIntl();
  return (
    <>
      {plans.length > 1 ? (
        <Field as="fieldset">
          <FieldLabel as="legend" id="checkout-plan-label">
            <FormattedMessage id="orders.rental.plan" />
          </FieldLabel>
          <Selector
            aria-labelledby="checkout-plan-label"
            columns={2}
            options={plans.map((plan) => ({
              label: intl.formatMessage({ id: PLAN_MESSAGE_IDS[plan] }),
              value: plan,
            }))}
            value={[draft.plan]}
            // A plan is always chosen: pressing the chosen one again keeps it.
            onChange={([plan]) => plan && onChange({ plan })}
          />
        </Field>
      ) : (
        <Rows variant="summary">
          <DetailRow labelId="orders.rental.plan">
            <FormattedMessage id={PLAN_MESSAGE_IDS[draft.plan]} />
          </DetailRow>
        </Rows>
      )}
      {draft.plan === 'hourly' ? (
        <NumberStepper
          id="checkout-hours"
          labelId="orders.rental.hours"
          rangeMessageId="orders.rental.hoursRange"
          bounds={RENTAL_HOURS}
          value={draft.hours}
          onChange={(hours) => onChange({ hours })}
        />
      ) : (
        <NumberStepper
          id="checkout-months"
          labelId="orders.rental.months"
          rangeMessageId="orders.rental.monthsRange"
          bounds={RENTAL_MONTHS}
          value={draft.months}
          onChange={(months) => onChange({ months })}
        />
      )}
      <Field as="fieldset">
        <FieldLabel as="legend" id="checkout-region-label">
          <FormattedMessage id="orders.rental.region" />
        </FieldLabel>
        <Selector
          aria-labelledby="checkout-region-label"
          columns={1}
          options={RENTAL_REGIONS.map((region) => ({
            label: intl.formatMessage({ id: REGION_MESSAGE_IDS[region] }),
            value: region,
          }))}
          value={[draft.region]}
          onChange={([region]) => region && onChange({ region })}
        />
      </Field>
    </>
  );
}
