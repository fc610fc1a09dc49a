// The contact admin's list in the service: text search, status, the advanced search and a
// createdAt range, newest first, paged when asked; and marking a lead processed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string };

interface ContactRow {
  id: string;
  title: string;
  status: string;
  createdAt: string;
}

const list = (query = '') => api.call('GET', `/api/contacts${query}`, undefined, admin);
const titles = (rows: ContactRow[]) => rows.map((c) => c.title);

const SEEDED = [
  {
    title: 'Li Wei',
    email: 'li.wei@example.cn',
    phone: '+86 138 0000 1111',
    machineCount: '20',
    source: 'WeChat',
    createdAt: '2024-12-31T23:30:00.000Z',
  },
  {
    title: 'Ana García',
    email: 'ana@example.es',
    phone: '+34 600 111 222',
    machineCount: '5',
    source: 'Facebook',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    title: 'Ivan Petrov',
    email: 'ivan@example.ru',
    phone: '+7 900 555 0101',
    machineCount: '200',
    source: 'YouTube',
    createdAt: '2025-01-15T12:00:00.000Z',
  },
  {
    title: 'John Miner',
    email: 'john@hashfarm.example',
    phone: '',
    machineCount: '',
    source: 'Twitter',
    createdAt: '2025-01-31T23:59:59.999Z',
  },
  {
    title: 'Wang Fang',
    email: 'wang@example.cn',
    phone: '+86 139 2222 3333',
    machineCount: '50',
    source: 'WeChat',
    createdAt: '2025-02-01T00:00:00.000Z',
  },
];
const ids: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi('contacts_admin_list');
  admin = await openAdminSession(api);
  for (const contact of SEEDED) {
    // Added by the admin: only the admin's session may set createdAt.
    const reply = await api.call(
      'POST',
      '/api/contacts',
      { ...contact, message: 'Hosting for my miners', status: 'new' },
      admin,
    );
    ids[contact.title] = reply.body.id;
  }
  await api.call(
    'PUT',
    `/api/contacts/${ids['Ivan Petrov']}/status`,
    { status: 'processed' },
    admin,
  );
});
afterAll(() => api.close());

describe('GET /api/contacts (admin)', () => {
  it('stays the array of every contact, newest first, without paging parameters', async () => {
    const reply = await list();

    expect(reply.status).toBe(200);
    expect(titles(reply.body)).toEqual(SEEDED.map((c) => c.title).reverse());
  });

  it('answers pages with the total when asked', async () => {
    const first = await list('?page=1&pageSize=2');
    const third = await list('?page=3&pageSize=2');

    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(titles(first.body.items)).toEqual(['Wang Fang', 'John Miner']);
    expect(titles(third.body.items)).toEqual(['Li Wei']);
  });

  it('searches every field as a case-insensitive substring', async () => {
    expect(titles((await list('?page=1&q=WECHAT')).body.items)).toEqual(['Wang Fang', 'Li Wei']);
    expect(titles((await list('?page=1&q=hashfarm')).body.items)).toEqual(['John Miner']);
    expect(titles((await list('?page=1&q=600%20111')).body.items)).toEqual(['Ana García']);
  });

  it('filters by status', async () => {
    const processed = await list('?page=1&status=processed');
    const fresh = await list('?page=1&status=new');

    expect(titles(processed.body.items)).toEqual(['Ivan Petrov']);
    expect(fresh.body.total).toBe(4);
  });

  it('runs the advanced search on each field, all of them together', async () => {
    expect(titles((await list('?page=1&name=petrov')).body.items)).toEqual(['Ivan Petrov']);
    expect(titles((await list('?page=1&email=.CN')).body.items)).toEqual(['Wang Fang', 'Li Wei']);
    expect(titles((await list('?page=1&phone=%2B86')).body.items)).toEqual(['Wang Fang', 'Li Wei']);
    expect(titles((await list('?page=1&machineCount=20')).body.items)).toEqual([
      'Ivan Petrov',
      'Li Wei',
    ]);
    expect(titles((await list('?page=1&email=example.cn&machineCount=5')).body.items)).toEqual([
      'Wang Fang',
    ]);
  });

  it('bounds createdAt inclusively, from the start of one day to the end of another', async () => {
    const from = encodeURIComponent('2025-01-01T00:00:00.000Z');
    const to = encodeURIComponent('2025-01-31T23:59:59.999Z');
    const reply = await list(`?page=1&from=${from}&to=${to}`);

    expect(titles(reply.body.items)).toEqual(['John Miner', 'Ivan Petrov', 'Ana García']);
  });

  it('reads a from after the to as an empty range, not an error', async () => {
    const reply = await list('?page=1&from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z');

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ items: [], total: 0 });
  });

  it('combines the text search, status and range', async () => {
    const to = encodeURIComponent('2025-01-31T23:59:59.999Z');
    const reply = await list(`?page=1&q=example&status=new&to=${to}`);

    expect(titles(reply.body.items)).toEqual(['John Miner', 'Ana García', 'Li Wei']);
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=500', 'pageSize'],
    ['status=archived', 'status'],
    ['from=2025-01-01', 'from'],
    ['title=Ana', 'title'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const reply = await list(`?${query}`);

    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(field);
  });
});

describe('PUT /api/contacts/:id/status (admin)', () => {
  it('marks a lead processed and keeps everything else', async () => {
    const before = (await list()).body.find((c: ContactRow) => c.title === 'Ana García');

    const reply = await api.call(
      'PUT',
      `/api/contacts/${before.id}/status`,
      { status: 'processed' },
      admin,
    );

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ...before, status: 'processed' });
    const after = await api.call(
      'PUT',
      `/api/contacts/${before.id}/status`,
      { status: 'new' },
      admin,
    );
    expect(after.body.status).toBe('new');
  });

  it('refuses another status, an unknown id and a visitor', async () => {
    const id = ids['Li Wei']!;
    const bad = await api.call('PUT', `/api/contacts/${id}/status`, { status: 'done' }, admin);
    const unknown = await api.call(
      'PUT',
      '/api/contacts/0123456789abcdef01234567/status',
      { status: 'processed' },
      admin,
    );
    const visitor = await api.call('PUT', `/api/contacts/${id}/status`, { status: 'processed' });

    expect(bad.status).toBe(400);
    expect(unknown.status).toBe(404);
    expect(visitor.status).toBe(401);
  });
});
