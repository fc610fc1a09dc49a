/**
 * The bench's own requests to the site (is it up, the admin login): plain HTTP, or HTTPS
 * trusting only the launcher's self-signed certificate (`--https`), with node's clients.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface SiteAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function siteRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<SiteAnswer> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      ...(options.ca ? { ca: options.ca } : {}),
      timeout: 10_000,
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function isUp(url: string, ca?: string): Promise<boolean> {
  try {
    return (await siteRequest(url, { ca })).status === 200;
  } catch {
    return false;
  }
}
