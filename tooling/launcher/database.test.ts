import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDatabase } from './database.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'minesite-launcher-test-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// Generous: with MONGODB_URI set, this may be the first start and build FerretDB (~1 min).
const firstStartTimeout = 240_000;

async function withClient<T>(uri: string, action: (client: MongoClient) => Promise<T>) {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000 });
  try {
    return await action(client);
  } finally {
    await client.close();
  }
}

/** A server started in the data folder for `action`'s client, stopped after it. */
async function onServer(action: (client: MongoClient, engine: string) => Promise<void>) {
  const server = await startDatabase({ dataDir });
  try {
    await withClient(server.uri, (client) => action(client, server.engine));
  } finally {
    await server.stop();
  }
}

it(
  'starts a server in the data folder, stops it, and keeps the data for the next start',
  async () => {
    const first = await startDatabase({ dataDir });
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    await withClient(first.uri, (client) =>
      client.db('launcher').collection('notes').insertOne({ text: 'kept' }),
    );
    await first.stop();

    await expect(
      withClient(first.uri, (client) => client.db('admin').command({ ping: 1 })),
    ).rejects.toThrow();

    const second = await startDatabase({ dataDir });
    try {
      const note = await withClient(second.uri, (client) =>
        client
          .db('launcher')
          .collection('notes')
          .findOne({}, { projection: { _id: 0 } }),
      );
      expect(note).toEqual({ text: 'kept' });
    } finally {
      await second.stop();
    }
  },
  firstStartTimeout,
);

it('says what to install when no server can be found', async () => {
  const emptyDir = await mkdtemp(join(tmpdir(), 'minesite-empty-path-'));
  const path = process.env.PATH;
  process.env.PATH = emptyDir;
  try {
    await expect(startDatabase({ dataDir, binDir: emptyDir })).rejects.toThrow(
      "install MongoDB's mongod, or Go (to build FerretDB), or set MONGODB_URI",
    );
  } finally {
    process.env.PATH = path;
    await rm(emptyDir, { recursive: true, force: true });
  }
});

it(
  'finds, updates and deletes a document by _id through the _id index',
  () =>
    onServer(async (client, engine) => {
      const notes = client.db('launcher').collection<{ _id: string; text: string }>('by_id');
      await notes.insertMany(['a', 'b', 'c'].map((id) => ({ _id: id, text: id })));

      const plan = JSON.stringify(
        (await notes.find({ _id: 'b' }).explain()).queryPlanner as unknown,
      );
      // FerretDB reports SQLite's plan ("SEARCH … USING INDEX" rather than "SCAN");
      // mongod its winning stage.
      if (engine === 'mongod') expect(plan).not.toContain('COLLSCAN');
      else expect(plan).toMatch(/SEARCH .* USING INDEX/);

      expect(await notes.findOne({ _id: 'b' })).toEqual({ _id: 'b', text: 'b' });
      expect((await notes.updateOne({ _id: 'b' }, { $set: { text: 'B' } })).modifiedCount).toBe(1);
      expect((await notes.deleteOne({ _id: 'a' })).deletedCount).toBe(1);
      expect(await notes.find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 'b', text: 'B' },
        { _id: 'c', text: 'c' },
      ]);
    }),
  firstStartTimeout,
);

it(
  'answers one command of more updates than the server keeps connections, and as many at once',
  () =>
    onServer(async (client) => {
      const counts = client.db('launcher').collection<{ _id: number; n: number }>('many');
      const ids = Array.from({ length: 150 }, (_, i) => i);
      await counts.insertMany(ids.map((id) => ({ _id: id, n: 0 })));

      const bulk = await counts.bulkWrite(
        ids.map((id) => ({ updateOne: { filter: { _id: id }, update: { $inc: { n: 1 } } } })),
        { ordered: false },
      );
      expect(bulk.modifiedCount).toBe(150);
      const claimed = await Promise.all(
        ids.map((id) =>
          counts.findOneAndUpdate({ _id: id }, { $inc: { n: 1 } }, { returnDocument: 'after' }),
        ),
      );
      expect(claimed.map((doc) => doc?.n)).toEqual(ids.map(() => 2));
    }),
  firstStartTimeout,
);

it(
  'keeps the guard of a filter naming an _id beside other fields, in updates, finds and deletes',
  () =>
    onServer(async (client) => {
      const mails = client.db('launcher').collection<{ _id: string; status: string }>('guarded');
      await mails.insertMany([
        { _id: 'a', status: 'pending' },
        { _id: 'b', status: 'sent' },
      ]);
      const held = await mails.bulkWrite(
        ['a', 'b'].map((_id) => ({
          updateOne: { filter: { _id, status: 'pending' }, update: { $set: { status: 'held' } } },
        })),
        { ordered: false },
      );
      expect(held.modifiedCount).toBe(1);
      expect(await mails.findOne({ _id: 'b', status: 'held' })).toBeNull();
      expect(await mails.findOne({ _id: 'a', status: 'held' })).toEqual({
        _id: 'a',
        status: 'held',
      });
      expect((await mails.deleteOne({ _id: 'b', status: 'pending' })).deletedCount).toBe(0);
      expect(await mails.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
        { _id: 'a', status: 'held' },
        { _id: 'b', status: 'sent' },
      ]);
    }),
  firstStartTimeout,
);
