import { useState } from 'react';
import {
  CHECKED_FIELDS,
  checkContactField,
  type CheckedField,
  type FieldError,
} from './contact-checks';
import type { ContactFormValues } from './contact-details';

type Errors = Partial<Record<CheckedField, FieldError[]>>;

/**
 * The contact form's values and errors, as antd-mobile's Form kept them: a field is checked
 * each time it changes, every field when the form is sent, and only a form without errors is
 * handed to `onValid`.
 */
export function useContactForm(initial: ContactFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  function change<K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field !== 'website') {
      const checked = field as CheckedField;
      setErrors((shown) => ({ ...shown, [checked]: checkContactField(checked, next) }));
    }
  }

  function submit(onValid: (values: ContactFormValues) => void) {
    const found = Object.fromEntries(
      CHECKED_FIELDS.map((field) => [field, checkContactField(field, values)]),
    ) as Errors;
    setErrors(found);
    if (CHECKED_FIELDS.every((field) => found[field]!.length === 0)) onValid(values);
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  return { values, errors, change, submit, reset };
}
