import { randomBytes } from 'node:crypto';
import type { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiCollections } from '../src/app.js';
import { connectMongo } from '../src/db/client.js';
import { defineCollection, ensureIndexes } from '../src/db/collections.js';
import { databaseServer } from '../src/db/database-server.js';

describe('ensureIndexes', () => {
  let client: MongoClient;
  beforeAll(async () => {
    client = await connectMongo(inject('mongodbUri'));
  });
  afterAll(() => client.close());

  it('can run again at every start on the same database (a restart keeps the data)', async () => {
    const db = client.db(`test_indexes_${randomBytes(4).toString('hex')}`);
    await ensureIndexes(db, apiCollections);
    await db.collection('orders').insertOne({ orderId: 'ORD1', status: 'pending' });

    await ensureIndexes(db, apiCollections);

    expect(await db.collection('orders').countDocuments()).toBe(1);
    const names = (await db.collection('orders').indexes()).map((index) => index.name);
    expect(names).toEqual(expect.arrayContaining(['request_key_unique', 'open_slot_unique']));
  });

  it('makes only the unique indexes on FerretDB v1, dropping plain ones an earlier start made', async () => {
    const db = client.db(`test_indexes_${randomBytes(4).toString('hex')}`);
    expect(await databaseServer(db).servesOnlyIdFromIndexes()).toBe(true);
    // As an earlier start made them, before plain indexes were left out there.
    await db.collection('orders').createIndex({ createdAt: -1, _id: -1 }, { name: 'newest_first' });

    await ensureIndexes(db, apiCollections);

    const names = (await db.collection('orders').indexes()).map((index) => index.name).sort();
    expect(names).toEqual(['_id_', 'open_slot_unique', 'request_key_unique']);
  });

  it('refuses an index whose definition changed under the same name', async () => {
    const db = client.db(`test_indexes_${randomBytes(4).toString('hex')}`);
    const byA = { key: { a: 1 }, name: 'by_a', unique: true };
    await ensureIndexes(db, [defineCollection('things', [byA])]);
    await expect(
      ensureIndexes(db, [defineCollection('things', [{ ...byA, key: { b: 1 } }])]),
    ).rejects.toThrow(/by_a exists with another definition/);
  });
});
