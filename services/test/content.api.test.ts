// The operator's content: the public reads of each kind (published only,
// ETag/304, public Cache-Control), the admin's writes (admin only, four-language validation,
// the publish flag, an edit seen at the next read) and the first start's seed.
import { CONTENT_KINDS, type ContentKind } from '@minesite/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentCollection } from '../src/modules/content/content-store.js';
import { contentSeed, seedContent } from '../src/modules/content/seed-content.js';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const PUBLIC_CACHE = 'public, max-age=5, stale-while-revalidate=60';

let api: TestApi;
/** A second replica on the same database. */
let other: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('content');
  await seedContent(api.db);
  other = await startTestApi('content_other', { dbName: api.db.databaseName });
  admin = await openAdminSession(api);
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const text = (en: string) => ({ zh: `${en} zh`, en, es: `${en} es`, ru: `${en} ru` });

/** A valid new item of each kind, as the admin's form sends it. */
const NEW_ITEMS: Record<ContentKind, Record<string, unknown>> = {
  news: {
    published: true,
    order: 5,
    category: 'energy',
    date: '2026-01-02',
    title: text('Fresh news'),
    description: text('Fresh description'),
  },
  jobs: {
    published: true,
    order: 5,
    department: 'operations',
    location: 'remote',
    title: text('Night shift lead'),
    summary: text('Leads the night shift'),
  },
  team: {
    published: true,
    order: 5,
    name: text('Dana'),
    role: text('Engineer'),
    bio: text('Builds things'),
    photo: null,
  },
  'data-centres': {
    published: true,
    order: 5,
    name: text('Kazakhstan site'),
    description: text('Coal-free steppe power'),
    powerType: 'wind',
    cooling: 'air',
    averageComputePh: 100,
    energizedComputePh: 120,
    operationalMiners: 500,
  },
  'contact-details': {
    published: true,
    order: 5,
    channel: 'social',
    label: text('X'),
    value: '@hashpeak',
    href: 'https://x.com/hashpeak',
  },
  rules: { published: true, order: 5, placement: 'footer', text: text('Rule of the house') },
};

/** The first four-language field of each kind's items, to drop a language from. */
const TEXT_FIELD: Record<ContentKind, string> = {
  news: 'title',
  jobs: 'title',
  team: 'name',
  'data-centres': 'name',
  'contact-details': 'label',
  rules: 'text',
};

const write = (method: string, path: string, body?: unknown) => api.call(method, path, body, admin);

describe.each(CONTENT_KINDS.map((kind) => [kind]))('%s', (kind) => {
  const publicPath = `/api/content/${kind}`;
  const adminPath = `/api/admin/content/${kind}`;

  it('answers the seeded items in public, with a weak ETag, the public cache and a 304', async () => {
    const reply = await api.call('GET', publicPath);

    expect(reply.status).toBe(200);
    const ids = (reply.body as { items: { id: string }[] }).items.map((i) => i.id);
    expect(ids).toEqual(contentSeed[kind].map((i) => i.id));
    expect(reply.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(reply.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const again = await api.call('GET', publicPath, undefined, {
      'if-none-match': reply.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });

  it('refuses every admin read and write without the admin session (401)', async () => {
    const id = contentSeed[kind][0]!.id;
    const replies = await Promise.all([
      api.call('GET', adminPath),
      api.call('POST', adminPath, NEW_ITEMS[kind]),
      api.call('PUT', `${adminPath}/${id}`, NEW_ITEMS[kind]),
      api.call('DELETE', `${adminPath}/${id}`),
    ]);

    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await api.call('GET', publicPath)).body).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ id })]),
    });
  });

  it('refuses an item missing a language with a 400 naming the field', async () => {
    const field = TEXT_FIELD[kind];
    const { ru: _ru, ...withoutRussian } = NEW_ITEMS[kind][field] as Record<string, string>;

    const reply = await write('POST', adminPath, { ...NEW_ITEMS[kind], [field]: withoutRussian });

    expect(reply.status).toBe(400);
    expect(reply.body.issues).toContainEqual(expect.objectContaining({ path: `${field}.ru` }));
  });

  it('shows a new item at the next public read, hides it unpublished, and forgets it deleted', async () => {
    const created = await write('POST', adminPath, NEW_ITEMS[kind]);
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    const publicIds = async () =>
      ((await api.call('GET', publicPath)).body as { items: { id: string }[] }).items.map(
        (i) => i.id,
      );
    expect(await publicIds()).toContain(id);

    const hidden = await write('PUT', `${adminPath}/${id}`, {
      ...NEW_ITEMS[kind],
      published: false,
    });
    expect(hidden.status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    const all = (await write('GET', adminPath)).body as { items: { id: string }[] };
    expect(all.items.map((i) => i.id)).toContain(id);

    expect((await write('DELETE', `${adminPath}/${id}`)).status).toBe(200);
    expect((await write('DELETE', `${adminPath}/${id}`)).status).toBe(404);
    expect(await publicIds()).not.toContain(id);
  });
});

describe('an edit', () => {
  it('of a seeded item shows at the next public read, with a new ETag', async () => {
    const before = await api.call('GET', '/api/content/contact-details');
    const phone = (before.body as { items: Record<string, unknown>[] }).items.find(
      (i) => i.id === 'phone',
    )!;
    const { id: _id, updatedAt: _u, ...input } = phone;

    const saved = await write('PUT', '/api/admin/content/contact-details/phone', {
      ...input,
      value: '+7 3952 000 111',
      href: 'tel:+73952000111',
    });

    expect(saved.status).toBe(200);
    const after = await api.call('GET', '/api/content/contact-details');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((after.body as { items: Record<string, unknown>[] }).items).toContainEqual(
      expect.objectContaining({ id: 'phone', value: '+7 3952 000 111' }),
    );
  });

  it('is recorded in the audit with who made it and what changed', async () => {
    const trail = await api.db
      .collection('audit_log')
      .find({ entity: 'content', entityId: 'contact-details/phone' })
      .toArray();

    expect(trail).toContainEqual(
      expect.objectContaining({
        actor: 'admin',
        action: 'update',
        changes: expect.arrayContaining([expect.objectContaining({ field: 'value' })]),
      }),
    );
  });

  it('through one replica shows through another within a few seconds', async () => {
    const rules = async () =>
      ((await other.call('GET', '/api/content/rules')).body as { items: { id: string }[] }).items;
    const before = await rules();
    const created = await write('POST', '/api/admin/content/rules', NEW_ITEMS.rules);
    const { id } = created.body as { id: string };

    await vi.waitFor(
      async () => expect(await rules()).toContainEqual(expect.objectContaining({ id })),
      5000,
    );
    expect((await rules()).length).toBe(before.length + 1);
    await write('DELETE', `/api/admin/content/rules/${id}`);
  });

  it('of an item that does not exist is a 404', async () => {
    const reply = await write('PUT', '/api/admin/content/rules/nope', NEW_ITEMS.rules);

    expect(reply.status).toBe(404);
  });
});

describe('the seed', () => {
  it('holds the news of each of the spec’s eight categories', async () => {
    const news = (await api.call('GET', '/api/content/news')).body as {
      items: { category: string }[];
    };

    expect(new Set(news.items.map((n) => n.category)).size).toBe(8);
  });

  it('inserts nothing the second time, nor into a kind the operator emptied', async () => {
    const items = api.db.collection(contentCollection.name);
    await items.deleteMany({ kind: 'rules' });
    const countBefore = await items.countDocuments();

    const again = await Promise.all([seedContent(api.db), seedContent(api.db)]);

    expect(again).toEqual([[], []]);
    expect(await items.countDocuments()).toBe(countBefore);
  });

  it('inserts each item once when two replicas seed an empty database at once', async () => {
    const other = await startTestApi('content_seed_twice');
    try {
      const runs = await Promise.all([seedContent(other.db), seedContent(other.db)]);

      expect(runs.flat().length).toBeGreaterThan(0);
      const total = CONTENT_KINDS.reduce((sum, kind) => sum + contentSeed[kind].length, 0);
      expect(await other.db.collection(contentCollection.name).countDocuments()).toBe(total);
    } finally {
      await other.close();
    }
  });
});
