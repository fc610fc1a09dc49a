import type { ZodError, ZodType, output } from 'zod';

/** The environment variables as given (an unset one is undefined). */
export type Env = Record<string, string | undefined>;

/** A refused environment's problems, one line each: the variable, then what is wrong with it. */
export type EnvRefusal = { success: false; problems: string[] };

/** A module's configuration read from the environment, or why the environment is refused. */
export type EnvResult<T> = { success: true; config: T } | EnvRefusal;

export function envProblems(error: ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message,
  );
}

/** The variables `schema` reads from `env`, checked, or the problems that refuse them. */
export function parseEnv<S extends ZodType>(schema: S, env: Env): EnvResult<output<S>> {
  const parsed = schema.safeParse(env);
  return parsed.success
    ? { success: true, config: parsed.data }
    : { success: false, problems: envProblems(parsed.error) };
}
