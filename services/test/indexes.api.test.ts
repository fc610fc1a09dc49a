import { randomBytes } from 'node:crypto';
import type { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiCollections } from '../src/app.js';
import { connectMongo } from '../src/db/client.js';
import { defineCollection, ensureIndexes } from '../src/db/collections.js';

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
    expect(names).toEqual(expect.arrayContaining(['newest_first', 'status_newest_first']));
  });

  it('refuses an index whose definition changed under the same name', async () => {
    const db = client.db(`test_indexes_${randomBytes(4).toString('hex')}`);
    await ensureIndexes(db, [defineCollection('things', [{ key: { a: 1 }, name: 'by_a' }])]);
    await expect(
      ensureIndexes(db, [defineCollection('things', [{ key: { b: 1 }, name: 'by_a' }])]),
    ).rejects.toThrow(/by_a exists with another definition/);
  });
});
