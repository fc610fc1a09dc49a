/**
 * A form's problem as text: what a check (form-problems.ts, with zod) found, in the admin's
 * words. Apart from the checks so a form can show its problems before zod has loaded.
 */

/** A problem with one field: a message id and its values. */
export interface FieldProblem {
  id: string;
  values?: Record<string, string | number>;
  /** A problem inside this one (in a field's JSON), given as its `problem` value. */
  inner?: FieldProblem;
}

/** The problem's text, with the text of the problem inside it. */
export function problemText(
  format: (id: string, values?: Record<string, string | number>) => string,
  problem: FieldProblem,
): string {
  const values: Record<string, string | number> = { ...problem.values };
  if (problem.inner) values.problem = problemText(format, problem.inner);
  return format(problem.id, values);
}
