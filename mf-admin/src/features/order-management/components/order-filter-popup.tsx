import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORDER_STATUSES, PAYMENT_STATES } from '@minesite/shared/domain';
import { Button, Input, Popup, Selector } from '@minesite/shared/ui';
import {
  DEFAULT_ORDER_FILTERS,
  TIME_RANGES,
  type OrderFilters,
  type TimeRange,
} from '../order-list-query';
import { PAYMENT_STATE_MESSAGE_IDS } from '../order-labels';
import { ORDER_STATUS_MESSAGE_IDS } from './order-status-tag';

const TIME_RANGE_MESSAGE_IDS: Record<TimeRange, string> = {
  all: 'admin.orders.filters.time.all',
  week: 'admin.orders.filters.time.week',
  month: 'admin.orders.filters.time.month',
  quarter: 'admin.orders.filters.time.quarter',
};

/**
 * Status (全部状态 …), payment state (any of several), time and amount filters; reset clears
 * them, confirm applies them.
 */
export function OrderFilterPopup({
  visible,
  applied,
  onApply,
  onClose,
}: {
  visible: boolean;
  applied: OrderFilters;
  onApply: (filters: OrderFilters) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const update = (change: Partial<OrderFilters>) => setDraft((d) => ({ ...d, ...change }));
  const text = (messageId: string) => intl.formatMessage({ id: messageId });

  return (
    <Popup visible={visible} onMaskClick={onClose} afterShow={() => setDraft(applied)}>
      <div role="dialog" aria-labelledby={`${id}-title`} className="admin-sheet">
        <h2 id={`${id}-title`} className="admin-sheet-title">
          <FormattedMessage id="admin.orders.filters.title" />
        </h2>
        <fieldset className="admin-fieldset">
          <legend id={`${id}-status`}>
            <FormattedMessage id="admin.orders.filters.status" />
          </legend>
          <Selector
            aria-labelledby={`${id}-status`}
            columns={2}
            showCheckMark={false}
            options={[
              { label: text('admin.orders.filters.status.all'), value: 'all' as const },
              ...ORDER_STATUSES.map((status) => ({
                label: text(ORDER_STATUS_MESSAGE_IDS[status]),
                value: status,
              })),
            ]}
            value={[draft.status]}
            onChange={([status]) => status && update({ status })}
          />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend id={`${id}-payment`}>
            <FormattedMessage id="admin.orders.filters.paymentState" />
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
        <fieldset className="admin-fieldset">
          <legend id={`${id}-time`}>
            <FormattedMessage id="admin.orders.filters.time" />
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
        <fieldset className="admin-fieldset">
          <legend>
            <FormattedMessage id="admin.orders.filters.amount" />
          </legend>
          <div className="admin-range">
            <Input
              aria-label={text('admin.orders.filters.amount.min')}
              type="number"
              inputMode="decimal"
              min={0}
              value={draft.minAmount}
              onChange={(minAmount) => update({ minAmount })}
              placeholder={text('admin.orders.filters.amount.min')}
            />
            <span aria-hidden="true">–</span>
            <Input
              aria-label={text('admin.orders.filters.amount.max')}
              type="number"
              inputMode="decimal"
              min={0}
              value={draft.maxAmount}
              onChange={(maxAmount) => update({ maxAmount })}
              placeholder={text('admin.orders.filters.amount.max')}
            />
          </div>
        </fieldset>
        <div className="admin-sheet-actions">
          <Button
            block
            onClick={() => {
              setDraft(DEFAULT_ORDER_FILTERS);
              onApply(DEFAULT_ORDER_FILTERS);
            }}
          >
            <FormattedMessage id="admin.filters.reset" />
          </Button>
          <Button
            block
            color="primary"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            <FormattedMessage id="admin.filters.confirm" />
          </Button>
        </div>
      </div>
    </Popup>
  );
}
