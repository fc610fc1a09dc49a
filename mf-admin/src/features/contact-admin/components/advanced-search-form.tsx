import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Input, Field, FieldActions } from '@minesite/shared/ui';
import { DateField } from '../../../components/date-field';
import { EMPTY_ADVANCED_SEARCH, type AdvancedContactSearch } from '../contact-search';
import './advanced-search-form.css';

const TEXT_FIELDS = [
  ['name', 'admin.contacts.field.name'],
  ['email', 'admin.contacts.field.email'],
  ['phone', 'admin.contacts.field.phone'],
  ['machineCount', 'admin.contacts.field.machineCount'],
] as const;

/** Name, e-mail, phone, machine count and a date range; search applies, reset clears. */
export default function AdvancedSearchForm({
  applied,
  onApply,
}: {
  applied: AdvancedContactSearch;
  onApply: (search: AdvancedContactSearch) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(applied);
  const update = (change: Partial<AdvancedContactSearch>) => setDraft((d) => ({ ...d, ...change }));
  return (
    <div className="admin-advanced-search">
      {TEXT_FIELDS.map(([field, labelId]) => (
        <Field key={field} as="label" variant="sheet">
          <span>
            <FormattedMessage id={labelId} />
          </span>
          <Input
            value={draft[field]}
            onChange={(value) => update({ [field]: value })}
            maxLength={100}
            placeholder={intl.formatMessage({ id: labelId })}
          />
        </Field>
      ))}
      <fieldset className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.contacts.search.dateRange" />
        </legend>
        <div className="admin-date-fields">
          <DateField
            labelId="admin.contacts.search.startDate"
            value={draft.startDate}
            onChange={(startDate) =>
              update({
                startDate,
                endDate:
                  startDate && draft.endDate && draft.endDate < startDate ? null : draft.endDate,
              })
            }
          />
          <DateField
            labelId="admin.contacts.search.endDate"
            value={draft.endDate}
            min={draft.startDate}
            onChange={(endDate) => update({ endDate })}
          />
        </div>
      </fieldset>
      <FieldActions>
        <Button
          block
          onClick={() => {
            setDraft(EMPTY_ADVANCED_SEARCH);
            onApply(EMPTY_ADVANCED_SEARCH);
          }}
        >
          <FormattedMessage id="admin.filters.reset" />
        </Button>
        <Button block color="primary" onClick={() => onApply(draft)}>
          <FormattedMessage id="admin.contacts.search.submit" />
        </Button>
      </FieldActions>
    </div>
  );
}
