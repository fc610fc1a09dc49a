import { useIntl } from 'react-intl';
import { Input, TextArea } from '@minesite/shared/ui';
import { Switch } from '@minesite/shared/ui-admin';
import { SingleChoice } from '../../../components/single-choice';
import type { SpecField } from '../spec-fields';
import './spec-field-input.css';

/** The editor of one specification field; a form item passes `value` and `onChange`. */
export function SpecFieldInput({
  field,
  label,
  value,
  onChange,
  id,
}: {
  field: SpecField;
  label: string;
  value?: string | boolean;
  onChange?: (value: string | boolean) => void;
  id?: string;
}) {
  const intl = useIntl();
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'boolean':
      return <Switch checked={value === true} onChange={onChange} aria-label={label} />;
    case 'choice':
      return (
        <SingleChoice
          required
          label={label}
          columns={3}
          options={field.options.map((option) => ({ label: option, value: option }))}
          value={text}
          onChange={onChange}
        />
      );
    case 'numberChoice':
      return (
        <SingleChoice
          required
          label={label}
          options={field.options.map((option) => ({
            label: String(option),
            value: String(option),
          }))}
          value={text}
          onChange={onChange}
        />
      );
    case 'number':
    case 'numberList': {
      const hintId =
        field.kind === 'numberList'
          ? 'admin.products.form.numberListPlaceholder'
          : field.nullable
            ? 'admin.products.form.emptyMeansNone'
            : 'admin.products.form.enterNumber';
      return (
        <Input
          id={id}
          inputMode="decimal"
          value={text}
          onChange={onChange}
          placeholder={intl.formatMessage({ id: hintId })}
        />
      );
    }
    case 'datetime':
      return (
        <input
          id={id}
          className="admin-native-input"
          type="datetime-local"
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'json':
      return (
        <TextArea
          id={id}
          className="admin-json"
          value={text}
          onChange={onChange}
          autoSize={{ minRows: 3, maxRows: 10 }}
          placeholder={intl.formatMessage({ id: 'admin.products.form.jsonPlaceholder' })}
        />
      );
    default:
      return <Input id={id} value={text} onChange={onChange} maxLength={field.maxLength} />;
  }
}
