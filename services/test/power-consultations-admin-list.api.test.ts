// The power consultations admin list in the service: text search, status and a createdAt
// range, newest first, paged when asked; the array without paging parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string };

const list = (query = '') => api.call('GET', `/api/power-consultations${query}`, undefined, admin);
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

const SEEDED = [
  ['Olga', 'olga@gas.example.ru', 'Need two AP-250N sets for a gas field', '2025-01-05T10:00:00Z'],
  ['Carlos', 'carlos@example.es', 'Natural gas generator quote, 500 kW', '2025-02-05T10:00:00Z'],
  ['Zhang', 'zhang@example.cn', 'Hosting 200 miners in Alberta', '2025-03-05T10:00:00Z'],
] as const;

beforeAll(async () => {
  api = await startTestApi('power_admin_list');
  admin = await openAdminSession(api);
  for (const [name, email, message, createdAt] of SEEDED) {
    const reply = await api.call('POST', '/api/power-consultations', { name, email, message });
    expect(reply.status).toBe(201);
    await api.db
      .collection('power_consultations')
      .updateOne({ email }, { $set: { createdAt: new Date(createdAt) } });
  }
  const zhang = (await list()).body.find((row: { name: string }) => row.name === 'Zhang');
  await api.call(
    'PUT',
    `/api/power-consultations/${zhang.id}`,
    { ...zhang, id: undefined, status: 'processed' },
    admin,
  );
});
afterAll(() => api.close());

describe('GET /api/power-consultations (admin)', () => {
  it('stays the array, newest first, without paging parameters', async () => {
    const reply = await list();

    expect(reply.status).toBe(200);
    expect(names(reply.body)).toEqual(['Zhang', 'Carlos', 'Olga']);
  });

  it('answers pages with the total', async () => {
    const second = await list('?page=2&pageSize=2');

    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(second.body.items)).toEqual(['Olga']);
  });

  it('searches name, e-mail and message in any case', async () => {
    expect(names((await list('?page=1&q=NATURAL%20GAS')).body.items)).toEqual(['Carlos']);
    expect(names((await list('?page=1&q=gas')).body.items)).toEqual(['Carlos', 'Olga']);
    expect(names((await list('?page=1&q=zhang')).body.items)).toEqual(['Zhang']);
  });

  it('filters by status and by a createdAt range', async () => {
    expect(names((await list('?page=1&status=processed')).body.items)).toEqual(['Zhang']);
    expect(names((await list('?page=1&status=new')).body.items)).toEqual(['Carlos', 'Olga']);
    const from = encodeURIComponent('2025-02-01T00:00:00.000Z');
    expect(names((await list(`?page=1&from=${from}`)).body.items)).toEqual(['Zhang', 'Carlos']);
  });

  it.each([
    ['status=done', 'status'],
    ['page=0', 'page'],
    ['to=soon', 'to'],
    ['name=Olga', 'name'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const reply = await list(`?${query}`);

    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(field);
  });

  it('answers 401 without the admin session', async () => {
    expect((await api.call('GET', '/api/power-consultations?page=1')).status).toBe(401);
  });
});
