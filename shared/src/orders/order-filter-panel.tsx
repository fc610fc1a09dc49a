/**
 * The order filter sheet of my orders and of the admin's order list: status, optionally the
 * payment states, the time range and the amount range. It edits a draft: reset restores and
 * applies the defaults, confirm applies the draft and closes.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORDER_STATUSES } from '../domain/orders';
import { PAYMENT_STATES } from '../domain/payment';
import { Button, Input, Popup, Selector } from '../ui/index';
import {
  DEFAULT_ORDER_FILTERS,
  TIME_RANGES,
  type OrderFilters,
  type TimeRange,
} from './order-filters';
import { ORDER_STATUS_MESSAGE_IDS, PAYMENT_STATE_MESSAGE_IDS } from './order-tags';
import './order-filter-panel.css';
import '../ui/sr-only.css';

const TIME_RANGE_MESSAGE_IDS: Record<TimeRange, string> = {
  all: 'order.filters.timeRange.all',
  week: 'order.filters.timeRange.week',
  month: 'order.filters.timeRange.month',
  quarter: 'order.filters.timeRange.quarter',
};

export default function OrderFilterPanel({
  visible,
  applied,
  withPaymentStates = false,
  onApply,
  onClose,
}: {
  visible: boolean;
  applied: OrderFilters;
  /** Offer the payment states too (the operator's list). */
  withPaymentStates?: boolean;
  onApply: (filters: OrderFilters) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const update = (change: Partial<OrderFilters>) => setDraft((d) => ({ ...d, ...change }));
  const text = (messageId: string) => intl.formatMessage({ id: messageId });

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      afterShow={() => setDraft(applied)}
      bodyClassName="order-filter-sheet"
    >
      <div role="dialog" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="order-filter-title">
          <FormattedMessage id="order.filters.title" />
        </h2>

        <fieldset className="order-filter-field">
          <legend className="order-filter-label" id={`${id}-status`}>
            <FormattedMessage id="order.filters.status" />
          </legend>
          <Selector
            aria-labelledby={`${id}-status`}
            columns={2}
            showCheckMark={false}
            options={[
              { label: text('order.filters.status.all'), value: 'all' as const },
              ...ORDER_STATUSES.map((status) => ({
                label: text(ORDER_STATUS_MESSAGE_IDS[status]),
                value: status,
              })),
            ]}
            value={[draft.status]}
            onChange={([status]) => status && update({ status })}
          />
        </fieldset>

        {withPaymentStates && (
          <fieldset className="order-filter-field">
            <legend className="order-filter-label" id={`${id}-payment`}>
              <FormattedMessage id="order.filters.paymentState" />
            </legend>
            <Selector
              aria-labelledby={`${id}-payment`}
              columns={2}
              multiple
              showCheckMark={false}
              options={PAYMENT_STATES.map((state) => ({
                label: text(PAYMENT_STATE_MESSAGE_IDS[state]),
                value: state,
              }))}
              value={draft.paymentStates}
              onChange={(paymentStates) => update({ paymentStates })}
            />
          </fieldset>
        )}

        <fieldset className="order-filter-field">
          <legend className="order-filter-label" id={`${id}-time`}>
            <FormattedMessage id="order.filters.timeRange" />
          </legend>
          <Selector
            aria-labelledby={`${id}-time`}
            columns={2}
            showCheckMark={false}
            options={TIME_RANGES.map((range) => ({
              label: text(TIME_RANGE_MESSAGE_IDS[range]),
              value: range,
            }))}
            value={[draft.timeRange]}
            onChange={([timeRange]) => timeRange && update({ timeRange })}
          />
        </fieldset>

        <fieldset className="order-filter-field">
          <legend className="order-filter-label">
            <FormattedMessage id="order.filters.amount" />
          </legend>
          <div className="order-filter-range">
            <label htmlFor={`${id}-min`} className="sr-only">
              <FormattedMessage id="order.filters.amount.min" />
            </label>
            <Input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              value={draft.minAmount}
              onChange={(minAmount) => update({ minAmount })}
              placeholder={text('order.filters.amount.minPlaceholder')}
            />
            <span aria-hidden="true">–</span>
            <label htmlFor={`${id}-max`} className="sr-only">
              <FormattedMessage id="order.filters.amount.max" />
            </label>
            <Input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              value={draft.maxAmount}
              onChange={(maxAmount) => update({ maxAmount })}
              placeholder={text('order.filters.amount.maxPlaceholder')}
            />
          </div>
        </fieldset>

        <div className="order-filter-actions">
          <Button
            block
            onClick={() => {
              setDraft(DEFAULT_ORDER_FILTERS);
              onApply(DEFAULT_ORDER_FILTERS);
            }}
          >
            <FormattedMessage id="order.filters.reset" />
          </Button>
          <Button
            block
            color="primary"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            <FormattedMessage id="order.filters.confirm" />
          </Button>
        </div>
      </div>
    </Popup>
  );
}
