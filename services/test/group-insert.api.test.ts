// Inserts that arrive while one is at the database go together as one command; each caller
// still learns its own document's fate, as `insertOne` would tell it.
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { isDuplicateKey } from '../src/db/duplicate-key.js';
import { GroupInsert, keyPatternOf } from '../src/db/group-insert.js';

interface Thing {
  _id: string;
  slot: string;
}

let client: MongoClient;
let things: Collection<Thing>;
let commands: string[];
beforeAll(async () => {
  client = await MongoClient.connect(inject('mongodbUri'), { monitorCommands: true });
  client.on('commandStarted', (event) => {
    if (event.commandName === 'insert') commands.push(event.commandName);
  });
  things = client.db(`test_group_insert_${randomBytes(4).toString('hex')}`).collection('things');
  await things.createIndex({ slot: 1 }, { unique: true, name: 'slot_unique' });
});
afterAll(() => client.close());

describe('GroupInsert', () => {
  it('stores inserts made together in fewer commands, refusing only the duplicate', async () => {
    commands = [];
    const inserts = new GroupInsert(things);
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c', 'b', 'd'].map((slot, i) => inserts.insert({ _id: `T${i}`, slot })),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(isDuplicateKey((outcomes[3] as PromiseRejectedResult).reason)).toBe(true);
    const stored = await things.find().sort({ _id: 1 }).toArray();
    expect(stored.map((thing) => thing.slot)).toEqual(['a', 'b', 'c', 'd']);
    // The first goes at once; the four that queued behind it go as one command.
    expect(commands).toHaveLength(2);
  });

  it('sends a lone insert at once and refuses its duplicate as insertOne does', async () => {
    const inserts = new GroupInsert(things);
    await inserts.insert({ _id: 'L1', slot: 'lone' });
    const again = await inserts.insert({ _id: 'L2', slot: 'lone' }).catch((error) => error);
    expect(isDuplicateKey(again)).toBe(true);
    expect(await things.countDocuments({ slot: 'lone' })).toBe(1);
  });
});

describe('keyPatternOf', () => {
  it('reads the unique key a duplicate-key message names, or none', () => {
    const mongo =
      'E11000 duplicate key error collection: shop.orders index: open_slot_unique ' +
      'dup key: { openSlot: "Esox:3" }';
    expect(keyPatternOf(mongo)).toEqual({ openSlot: 1 });
    expect(keyPatternOf('E11000 duplicate key error collection: shop.orders')).toBeUndefined();
  });
});
