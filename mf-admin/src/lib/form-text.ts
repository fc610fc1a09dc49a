/** What the admin forms word with: their catalog's texts, and their checks' problems as rules. */
import { useIntl } from 'react-intl';
import { problemText, type FieldProblem } from './problem-text';

/** A message of the admin's catalog, by id, with its values. */
export type FormText = (id: string, values?: Record<string, string | number>) => string;

export function useFormText(): FormText {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** A form item's rule: what `problem` finds with the value (empty when unset), as the form's text. */
export const problemRule = <V>(
  text: FormText,
  problem: (value: V | '') => FieldProblem | null,
) => ({
  validator: (_: unknown, value: V | undefined) => {
    const found = problem(value ?? '');
    return found ? Promise.reject(new Error(problemText(text, found))) : Promise.resolve();
  },
});
