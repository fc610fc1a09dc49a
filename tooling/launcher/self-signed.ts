/**
 * A self-signed certificate for local HTTPS (`npm start -- --https`, the web server tests):
 * made once with the `openssl` command (node:crypto cannot write X.509), valid for localhost
 * and 127.0.0.1, kept in `dir` and reused while it has more than a day left.
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface CertificateFiles {
  certFile: string;
  keyFile: string;
  /** The certificate (PEM), for a client that should trust it. */
  cert: string;
}

const DAY_MS = 86_400_000;

function stillGood(certFile: string, keyFile: string): boolean {
  if (!existsSync(certFile) || !existsSync(keyFile)) return false;
  try {
    const cert = new X509Certificate(readFileSync(certFile));
    return Date.parse(cert.validTo) - Date.now() > DAY_MS;
  } catch {
    return false;
  }
}

export function selfSignedCertificate(dir: string, days = 365): CertificateFiles {
  const certFile = path.join(dir, 'localhost-cert.pem');
  const keyFile = path.join(dir, 'localhost-key.pem');
  if (!stillGood(certFile, keyFile)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          String(days),
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
          '-keyout',
          keyFile,
          '-out',
          certFile,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new Error(
        missing
          ? 'HTTPS needs the openssl command to make a local certificate: apt-get install -y openssl'
          : `openssl could not make a certificate: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
        { cause: error },
      );
    }
  }
  return { certFile, keyFile, cert: readFileSync(certFile, 'utf8') };
}
