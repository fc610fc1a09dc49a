import type { ZodError } from 'zod';

/** A refused environment's problems, one line each: the variable, then what is wrong with it. */
export function envProblems(error: ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message,
  );
}
