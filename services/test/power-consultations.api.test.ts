// Power consultations: visitors send them (validated, always new, at the service's time); the
// operator lists them newest first, edits or marks them processed, and deletes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string };
beforeAll(async () => {
  api = await startTestApi('power_consultations');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const asAdmin = (method: string, path: string, body?: unknown) =>
  api.call(method, path, body, admin);
const send = (body: unknown) => api.call('POST', '/api/power-consultations', body);

const enquiry = {
  name: 'Ivan Petrov',
  email: 'ivan@example.ru',
  message: 'We need 2 MW of gas-generated power for 400 miners.',
};

describe('POST /api/power-consultations', () => {
  it('saves the enquiry as new at the service time, phone empty when not given', async () => {
    const before = Date.now();

    const reply = await send(enquiry);

    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      ...enquiry,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      phone: '',
      status: 'new',
      createdAt: expect.any(String),
    });
    expect(Date.parse(reply.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(reply.body.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps a phone when given', async () => {
    const reply = await send({ ...enquiry, phone: '+7 900 000 00 00' });

    expect(reply.body.phone).toBe('+7 900 000 00 00');
  });

  it('refuses a missing name, e-mail or message, naming each', async () => {
    const reply = await send({ phone: '123' });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('name is required; email is required; message is required');

    const blank = await send({ ...enquiry, message: '   ' });
    expect(blank.body.message).toBe('message is required');
  });

  it('lets only the service set the status and time, and refuses operator-shaped values', async () => {
    const status = await send({ ...enquiry, status: 'processed' });
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('status is not an allowed field');

    const time = await send({ ...enquiry, createdAt: '2020-01-01T00:00:00.000Z' });
    expect(time.body.message).toBe('createdAt is not an allowed field');

    const operator = await send({ ...enquiry, email: { $ne: '' } });
    expect(operator.status).toBe(400);
    expect(operator.body.issues).toEqual([{ path: 'email', message: 'email must be a string' }]);
  });
});

describe('the operator', () => {
  it('lists every consultation newest first (admin only)', async () => {
    const first = await send({ ...enquiry, name: 'First' });
    const second = await send({ ...enquiry, name: 'Second' });

    expect((await api.call('GET', '/api/power-consultations')).status).toBe(401);
    const reply = await asAdmin('GET', '/api/power-consultations');

    expect(reply.status).toBe(200);
    const ids: string[] = reply.body.map((c: { id: string }) => c.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    const times = reply.body.map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('marks one processed and edits it, keeping its createdAt', async () => {
    const created = await send(enquiry);
    const edit = {
      ...enquiry,
      phone: '+7 911',
      status: 'processed',
      createdAt: '2030-01-01T00:00:00Z',
    };

    const reply = await asAdmin('PUT', `/api/power-consultations/${created.body.id}`, edit);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ...enquiry,
      id: created.body.id,
      phone: '+7 911',
      status: 'processed',
      createdAt: created.body.createdAt,
    });
    const listed = (await asAdmin('GET', '/api/power-consultations')).body.find(
      (c: { id: string }) => c.id === created.body.id,
    );
    expect(listed).toEqual(reply.body);
  });

  it('refuses an edit without a valid status, and answers 404 for an unknown id', async () => {
    const created = await send(enquiry);

    const noStatus = await asAdmin('PUT', `/api/power-consultations/${created.body.id}`, enquiry);
    expect(noStatus.status).toBe(400);
    expect(noStatus.body.message).toBe('status must be one of: new, processed');
    const badStatus = await asAdmin('PUT', `/api/power-consultations/${created.body.id}`, {
      ...enquiry,
      status: 'archived',
    });
    expect(badStatus.body.message).toBe('status must be one of: new, processed');

    const unknown = await asAdmin('PUT', `/api/power-consultations/${'0'.repeat(24)}`, {
      ...enquiry,
      status: 'processed',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('power_consultation_not_found');

    const malformed = await asAdmin('PUT', '/api/power-consultations/123', enquiry);
    expect(malformed.status).toBe(400);
  });

  it('deletes one', async () => {
    const created = await send(enquiry);

    const reply = await asAdmin('DELETE', `/api/power-consultations/${created.body.id}`);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: '删除成功' });
    expect((await asAdmin('DELETE', `/api/power-consultations/${created.body.id}`)).status).toBe(
      404,
    );
  });

  it('is the only one who may edit or delete (401 without the session)', async () => {
    const created = await send(enquiry);
    const path = `/api/power-consultations/${created.body.id}`;

    expect((await api.call('PUT', path, { ...enquiry, status: 'processed' })).status).toBe(401);
    expect((await api.call('DELETE', path)).status).toBe(401);
    expect(
      (await asAdmin('GET', '/api/power-consultations')).body.map((c: { id: string }) => c.id),
    ).toContain(created.body.id);
  });
});
