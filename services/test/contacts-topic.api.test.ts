// The contact form's message (required, at most 2,000 characters) and topic (the calling
// page's, `other` when none), kept on the lead and filtered by in the admin's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('contacts_topic');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const lead = (fields: Record<string, unknown> = {}) => ({
  title: 'Li Wei',
  email: 'li.wei@example.com',
  message: 'My S19 stopped hashing on one board.',
  topic: 'repair',
  ...fields,
});

describe('the message', () => {
  it('is required: a lead without one is refused with 400 naming it', async () => {
    const { message: _m, ...withoutMessage } = lead();
    for (const body of [withoutMessage, lead({ message: '   ' })]) {
      const reply = await api.call('POST', '/api/contacts', body);
      expect(reply.status).toBe(400);
      expect(reply.body.issues).toEqual([{ path: 'message', message: 'message is required' }]);
    }
  });

  it('takes 2,000 characters and refuses 2,001', async () => {
    const ok = await api.call('POST', '/api/contacts', lead({ message: 'x'.repeat(2000) }));
    expect(ok.status).toBe(201);
    expect(ok.body.message).toHaveLength(2000);
    const tooLong = await api.call('POST', '/api/contacts', lead({ message: 'x'.repeat(2001) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues[0].path).toBe('message');
  });
});

describe('the topic', () => {
  it('is kept as sent, and is other when none is sent', async () => {
    const repair = await api.call('POST', '/api/contacts', lead());
    expect(repair.body).toMatchObject({ topic: 'repair', message: lead().message });
    const { topic: _t, ...withoutTopic } = lead();
    expect((await api.call('POST', '/api/contacts', withoutTopic)).body.topic).toBe('other');
  });

  it('must be one of the nine topics', async () => {
    const reply = await api.call('POST', '/api/contacts', lead({ topic: 'spam' }));
    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('topic');
  });
});

describe("the admin's list", () => {
  it('filters by topic; other also finds leads stored before topics existed', async () => {
    await api.call('POST', '/api/contacts', lead({ title: 'Hosting Lead', topic: 'hosting' }));
    await api.db.collection('contacts').insertOne({
      title: 'Old Lead',
      email: 'old@example.com',
      phone: '',
      machineCount: '',
      source: '',
      status: 'new',
      createdAt: new Date('2024-01-01T00:00:00Z'),
      updatedAt: new Date('2024-01-01T00:00:00Z'),
    });

    const hosting = await api.call('GET', '/api/contacts?topic=hosting', undefined, admin);
    expect(hosting.body.map((c: { title: string }) => c.title)).toEqual(['Hosting Lead']);
    const other = await api.call('GET', '/api/contacts?topic=other&q=Old', undefined, admin);
    expect(other.body).toEqual([
      expect.objectContaining({ title: 'Old Lead', topic: 'other', message: '' }),
    ]);
    const byMessage = await api.call('GET', '/api/contacts?q=stopped%20hashing', undefined, admin);
    expect(byMessage.body.length).toBeGreaterThan(0);
  });

  it('keeps the topic and message through an edit, and an old lead edits without a message', async () => {
    const created = await api.call('POST', '/api/contacts', lead({ topic: 'training' }));
    const edited = await api.call(
      'PUT',
      `/api/contacts/${created.body.id}`,
      lead({ topic: 'auction', message: 'Changed my mind: the auction.' }),
      admin,
    );
    expect(edited.body).toMatchObject({
      topic: 'auction',
      message: 'Changed my mind: the auction.',
    });
    const old = await api.db.collection('contacts').findOne({ title: 'Old Lead' });
    const keptWithout = await api.call(
      'PUT',
      `/api/contacts/${old!._id.toHexString()}`,
      { title: 'Old Lead', email: 'old@example.com', message: '' },
      admin,
    );
    expect(keptWithout.status).toBe(200);
  });
});
