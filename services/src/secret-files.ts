// Secrets from files, as Docker and Kubernetes mount them: for each secret variable X below,
// `X_FILE=/run/secrets/x` reads X from that file (a trailing newline dropped). Setting both X
// and X_FILE is an error, so that it is always clear which one applies.
import { readFileSync } from 'node:fs';

export const SECRET_VARIABLES = [
  'MONGODB_URI',
  'ADMIN_PASSWORD',
  'ADMIN_PASSWORD_HASH',
  'METRICS_TOKEN',
  'SMTP_URL',
  'WEBHOOK_SECRET',
] as const;

export interface SecretFilesResult {
  env: Record<string, string | undefined>;
  problems: string[];
}

export function readSecretFiles(env: Record<string, string | undefined>): SecretFilesResult {
  const result: Record<string, string | undefined> = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    delete result[`${name}_FILE`];
    if (env[name]) {
      problems.push(`set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      result[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE cannot be read: ${(error as Error).message}`);
    }
  }
  return { env: result, problems };
}
