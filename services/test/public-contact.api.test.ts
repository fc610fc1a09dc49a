// The public contact form of /contact: what a visitor without a
// session sends, how it is stored, and what the visitor cannot do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('public_contact');
});
afterAll(() => api.close());

/** Exactly what the page sends: every field filled, status new, no time (the service sets it). */
const publicForm = (source: string, email: string) => ({
  title: 'Ana',
  email,
  phone: '+34 600 123 456',
  machineCount: '20',
  source,
  topic: 'repair',
  message: 'Two boards of my S19 are down.',
  status: 'new',
});

describe('the public contact form', () => {
  it('stores a visitor’s lead as new, timed by the service, and the admin sees it', async () => {
    const before = Date.now();
    const sent = await api.call('POST', '/api/contacts', publicForm('YouTube', 'ana@example.es'));

    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      title: 'Ana',
      email: 'ana@example.es',
      phone: '+34 600 123 456',
      machineCount: '20',
      source: 'YouTube',
      status: 'new',
    });
    expect(Date.parse(sent.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(sent.body.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const admin = await openAdminSession(api);
    const list = await api.call('GET', '/api/contacts', undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(sent.body);
  });

  it('accepts each source the form offers', async () => {
    for (const source of ['WeChat', 'Twitter', 'Facebook', 'YouTube']) {
      const email = `${source.toLowerCase()}@example.com`;
      const reply = await api.call('POST', '/api/contacts', publicForm(source, email));
      expect(reply.status, source).toBe(201);
      expect(reply.body.source).toBe(source);
    }
  });

  it('does not let a visitor read, edit or delete leads', async () => {
    const sent = await api.call('POST', '/api/contacts', publicForm('WeChat', 'li@example.cn'));

    expect((await api.call('GET', '/api/contacts')).status).toBe(401);
    const path = `/api/contacts/${sent.body.id}`;
    expect((await api.call('PUT', path, publicForm('WeChat', 'x@example.com'))).status).toBe(401);
    expect((await api.call('DELETE', path)).status).toBe(401);
  });
});
