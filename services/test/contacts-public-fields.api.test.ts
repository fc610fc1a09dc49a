// A visitor cannot set a lead's status or time: the public contact form's `status` and
// `createdAt` (which the spec's body lists) are accepted and ignored, so spam is neither pinned
// to the top of the list nor filed as processed. The admin, sending the same call with the
// session (the contact admin's "add"), files a lead with its status and time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('contacts_public_fields');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const lead = {
  title: 'Spam Bot',
  email: 'bot@example.com',
  message: 'Fifty S19s to host.',
  status: 'processed',
  createdAt: '2099-01-01T00:00:00.000Z',
};

describe('POST /api/contacts', () => {
  it('from a visitor: stores the lead new, at the service’s time, whatever the body says', async () => {
    const before = Date.now();
    const reply = await api.call('POST', '/api/contacts', lead);
    const after = Date.now();

    expect(reply.status).toBe(201);
    expect(reply.body.status).toBe('new');
    const created = Date.parse(reply.body.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toBeLessThanOrEqual(after + 1000);
    const stored = await api.db.collection('contacts').findOne({ email: 'bot@example.com' });
    expect(stored?.status).toBe('new');
    expect((stored?.createdAt as Date).getTime()).toBe(created);
  });

  it('from the admin (with the session): stores the given status and createdAt', async () => {
    const reply = await api.call(
      'POST',
      '/api/contacts',
      { ...lead, email: 'phoned-in@example.com', createdAt: '2025-02-03T04:05:06.000Z' },
      admin,
    );

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: 'processed',
      createdAt: '2025-02-03T04:05:06.000Z',
    });
  });

  it('says so in the OpenAPI document', async () => {
    const document = (await api.call('GET', '/api/openapi.json')).body;
    expect(document.paths['/api/contacts'].post.description).toMatch(
      /status.*createdAt.*ignored.*admin session/s,
    );
  });
});
