// The public contact and power consultation forms carry a honeypot field (`website`) that
// people never see or fill. A request that fills it is a bot's: it gets the same success reply
// and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('honeypot');
});
afterAll(() => api.close());

const forms = [
  {
    path: '/api/contacts',
    collection: 'contacts',
    body: { title: 'Ana', email: 'ana@example.es', message: 'Hosting, please' },
  },
  {
    path: '/api/power-consultations',
    collection: 'power_consultations',
    body: { name: 'Ana', email: 'ana@example.es', message: 'Gas at the well' },
  },
] as const;

describe.each(forms)('POST $path', ({ path, collection, body }) => {
  it('answers a filled honeypot like a success, storing nothing', async () => {
    const before = await api.db.collection(collection).countDocuments();

    const bot = await api.call('POST', path, { ...body, website: 'https://spam.example' });

    expect(bot.status).toBe(201);
    expect(bot.body).toMatchObject({ ...body, status: 'new' });
    expect(bot.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await api.db.collection(collection).countDocuments()).toBe(before);
  });

  it('stores a person’s request, with the honeypot empty or absent', async () => {
    const before = await api.db.collection(collection).countDocuments();

    expect((await api.call('POST', path, { ...body, website: '' })).status).toBe(201);
    expect((await api.call('POST', path, body)).status).toBe(201);

    expect(await api.db.collection(collection).countDocuments()).toBe(before + 2);
  });
});
