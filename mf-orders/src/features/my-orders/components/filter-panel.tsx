import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORDER_STATUSES } from '@minesite/shared/domain';
import { Button, Input, Popup, Selector } from '@minesite/shared/ui';
import { STATUS_MESSAGE_IDS } from '../../../components/order-stage-tag';
import { DEFAULT_FILTERS, TIME_RANGES, type OrderFilters, type TimeRange } from '../order-filters';

const TIME_RANGE_MESSAGE_IDS: Record<TimeRange, string> = {
  all: 'orders.filters.timeRange.all',
  week: 'orders.filters.timeRange.week',
  month: 'orders.filters.timeRange.month',
  quarter: 'orders.filters.timeRange.quarter',
};

/** The filter sheet: edits a draft; reset restores the defaults, confirm applies and closes. */
export default function FilterPanel({
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
  const [draft, setDraft] = useState(applied);
  const update = (change: Partial<OrderFilters>) => setDraft((d) => ({ ...d, ...change }));
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      afterShow={() => setDraft(applied)}
      bodyClassName="orders-filter-sheet"
    >
      <div role="dialog" aria-labelledby="filters-title">
        <h2 id="filters-title" className="orders-card-title">
          <FormattedMessage id="orders.filters.title" />
        </h2>

        <fieldset className="orders-field">
          <legend className="orders-field-label" id="filter-status-label">
            <FormattedMessage id="orders.filters.status" />
          </legend>
          <Selector
            aria-labelledby="filter-status-label"
            columns={2}
            showCheckMark={false}
            options={[
              { label: text('orders.filters.status.all'), value: 'all' as const },
              ...ORDER_STATUSES.map((status) => ({
                label: text(STATUS_MESSAGE_IDS[status]),
                value: status,
              })),
            ]}
            value={[draft.status]}
            onChange={([status]) => status && update({ status })}
          />
        </fieldset>

        <fieldset className="orders-field">
          <legend className="orders-field-label" id="filter-time-label">
            <FormattedMessage id="orders.filters.timeRange" />
          </legend>
          <Selector
            aria-labelledby="filter-time-label"
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

        <fieldset className="orders-field">
          <legend className="orders-field-label">
            <FormattedMessage id="orders.filters.amount" />
          </legend>
          <div className="orders-amount-range">
            <label htmlFor="filter-min-amount" className="orders-sr-only">
              <FormattedMessage id="orders.filters.amount.min" />
            </label>
            <Input
              id="filter-min-amount"
              type="number"
              inputMode="decimal"
              min={0}
              value={draft.minAmount}
              onChange={(minAmount) => update({ minAmount })}
              placeholder={text('orders.filters.amount.minPlaceholder')}
            />
            <span aria-hidden="true">–</span>
            <label htmlFor="filter-max-amount" className="orders-sr-only">
              <FormattedMessage id="orders.filters.amount.max" />
            </label>
            <Input
              id="filter-max-amount"
              type="number"
              inputMode="decimal"
              min={0}
              value={draft.maxAmount}
              onChange={(maxAmount) => update({ maxAmount })}
              placeholder={text('orders.filters.amount.maxPlaceholder')}
            />
          </div>
        </fieldset>

        <div className="orders-filter-actions">
          <Button
            block
            onClick={() => {
              setDraft(DEFAULT_FILTERS);
              onApply(DEFAULT_FILTERS);
            }}
          >
            <FormattedMessage id="orders.filters.reset" />
          </Button>
          <Button
            block
            color="primary"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            <FormattedMessage id="orders.filters.confirm" />
          </Button>
        </div>
      </div>
    </Popup>
  );
}
