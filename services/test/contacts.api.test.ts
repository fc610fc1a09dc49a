import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string };
beforeAll(async () => {
  api = await startTestApi('contacts');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

/** Listing, editing and deleting contacts needs the admin session (see auth.api.test.ts). */
const asAdmin = (method: string, path: string, body?: unknown) =>
  api.call(method, path, body, admin);

const lead = {
  title: 'Li Wei',
  email: 'li.wei@example.com',
  message: 'Fifty S19s to host.',
  phone: '+86 138 0000 0000',
  machineCount: '50-100',
  source: 'WeChat',
  status: 'new',
  createdAt: '2024-05-01T08:30:00.000Z',
};

const contactShape = {
  id: expect.stringMatching(/^[0-9a-f]{24}$/),
  title: expect.any(String),
  email: expect.any(String),
  phone: expect.any(String),
  machineCount: expect.any(String),
  source: expect.any(String),
  topic: 'other',
  message: expect.any(String),
  status: expect.stringMatching(/^(new|processed)$/),
  createdAt: expect.any(String),
};

describe('POST /api/contacts', () => {
  it('saves the contact and answers 201 with it, id included', async () => {
    const reply = await api.call('POST', '/api/contacts', lead);

    expect(reply.status).toBe(201);
    // A visitor's createdAt is the service's clock (test/contacts-public-fields.api.test.ts).
    expect(reply.body).toEqual({
      ...lead,
      topic: 'other',
      createdAt: expect.any(String),
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(reply.body.createdAt).not.toBe(lead.createdAt);
    expect(Object.keys(reply.body).sort()).toEqual(Object.keys(contactShape).sort());
  });

  it('defaults status to new, createdAt to now and optional fields to empty text', async () => {
    const before = Date.now();
    const reply = await api.call('POST', '/api/contacts', {
      title: 'Ana',
      email: 'ana@example.es',
      message: 'Fifty S19s to host.',
    });

    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: 'new', phone: '', machineCount: '', source: '' });
    const createdAt = Date.parse(reply.body.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a missing name or e-mail with a message naming the field', async () => {
    const noName = await api.call('POST', '/api/contacts', {
      email: 'x@example.com',
      message: 'Fifty S19s to host.',
    });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({
      error: 'title is required',
      message: 'title is required',
      code: 'validation_failed',
      issues: [{ path: 'title', message: 'title is required' }],
    });

    const blankEmail = await api.call('POST', '/api/contacts', {
      title: 'Ana',
      email: '   ',
      message: 'Fifty S19s to host.',
    });
    expect(blankEmail.status).toBe(400);
    expect(blankEmail.body.message).toBe('email is required');
    expect(blankEmail.body.issues).toEqual([{ path: 'email', message: 'email is required' }]);
  });

  it('refuses unknown fields, naming them', async () => {
    const reply = await api.call('POST', '/api/contacts', { ...lead, selected: true });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('selected is not an allowed field');
    expect(reply.body.issues).toEqual([
      { path: 'selected', message: 'selected is not an allowed field' },
    ]);
  });

  it('refuses query operators in place of text', async () => {
    const reply = await api.call('POST', '/api/contacts', {
      title: 'Eve',
      email: { $gt: '' },
      message: 'Fifty S19s to host.',
    });

    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([{ path: 'email', message: 'email must be a string' }]);
    expect(await api.db.collection('contacts').countDocuments({ title: 'Eve' })).toBe(0);
  });

  it('refuses a status other than new or processed', async () => {
    const reply = await api.call('POST', '/api/contacts', { ...lead, status: 'archived' });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('status must be one of: new, processed');
  });

  it('refuses malformed JSON with 400 and no stack trace', async () => {
    const reply = await api.call('POST', '/api/contacts', '{"title": "Li", ');

    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'Malformed JSON in request body',
      message: 'Malformed JSON in request body',
      code: 'malformed_json',
    });
  });

  it('refuses a JSON array body', async () => {
    const reply = await api.call('POST', '/api/contacts', [lead]);

    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('request body must be a JSON object');
  });
});

describe('GET /api/contacts', () => {
  it('lists contacts newest first', async () => {
    const older = await api.call('POST', '/api/contacts', {
      ...lead,
      title: 'Older',
      createdAt: '2023-01-01T00:00:00.000Z',
    });
    const newer = await api.call('POST', '/api/contacts', {
      ...lead,
      title: 'Newer',
      createdAt: '2025-01-01T00:00:00.000Z',
    });

    const reply = await asAdmin('GET', '/api/contacts');

    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    for (const contact of reply.body) expect(contact).toEqual(contactShape);
    const ids: string[] = reply.body.map((contact: { id: string }) => contact.id);
    expect(ids.indexOf(newer.body.id)).toBeLessThan(ids.indexOf(older.body.id));
    const times = reply.body.map((contact: { createdAt: string }) => Date.parse(contact.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('PUT /api/contacts/:id', () => {
  it('updates the details and keeps the stored status and createdAt', async () => {
    // Added by the admin, whose createdAt is kept.
    const created = await asAdmin('POST', '/api/contacts', lead);
    const edit = {
      ...lead,
      title: 'Li Wei (Shenzhen)',
      phone: '',
      machineCount: '200',
      status: 'processed',
      createdAt: '2030-01-01T00:00:00.000Z',
    };

    const reply = await asAdmin('PUT', `/api/contacts/${created.body.id}`, edit);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ...edit,
      topic: 'other',
      id: created.body.id,
      status: 'new',
      createdAt: lead.createdAt,
    });
    const list = await asAdmin('GET', '/api/contacts');
    const stored = list.body.find((contact: { id: string }) => contact.id === created.body.id);
    expect(stored).toEqual(reply.body);
  });

  it('answers 404 with a message for an unknown id', async () => {
    const reply = await asAdmin('PUT', '/api/contacts/0123456789abcdef01234567', lead);

    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      error: 'Contact 0123456789abcdef01234567 not found',
      message: 'Contact 0123456789abcdef01234567 not found',
      code: 'contact_not_found',
    });
  });

  it('answers 400 with a message for a malformed id', async () => {
    const reply = await asAdmin('PUT', '/api/contacts/not-an-id', lead);

    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('id must be a 24-character hexadecimal id');
  });

  it('validates the body like POST', async () => {
    const created = await api.call('POST', '/api/contacts', lead);

    const reply = await asAdmin('PUT', `/api/contacts/${created.body.id}`, { title: 'Li' });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('email is required');
  });
});

describe('DELETE /api/contacts/:id', () => {
  it('deletes the contact and answers 删除成功', async () => {
    const created = await api.call('POST', '/api/contacts', lead);

    const reply = await asAdmin('DELETE', `/api/contacts/${created.body.id}`);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: '删除成功' });
    const list = await asAdmin('GET', '/api/contacts');
    expect(list.body.map((contact: { id: string }) => contact.id)).not.toContain(created.body.id);
  });

  it('answers 404 when the contact does not exist (or was already deleted)', async () => {
    const created = await api.call('POST', '/api/contacts', lead);
    await asAdmin('DELETE', `/api/contacts/${created.body.id}`);

    const again = await asAdmin('DELETE', `/api/contacts/${created.body.id}`);

    expect(again.status).toBe(404);
    expect(again.body.error).toBe(`Contact ${created.body.id} not found`);
  });

  it('answers 400, not 500, for a malformed id', async () => {
    const reply = await asAdmin('DELETE', '/api/contacts/%7B%22%24gt%22%3A%22%22%7D');

    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation_failed');
  });
});
