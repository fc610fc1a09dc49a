// A bulk write of updates means the same on the test database as on MongoDB: the local FerretDB
// writes the documents of a command whose statements each name a different `_id` in one
// transaction (tooling/launcher/ferretdb-patches.ts), and must still apply every statement, let a
// later statement see an earlier one's write to the same document, and keep the statements
// before one that fails.
import { randomBytes } from 'node:crypto';
import { MongoBulkWriteError, MongoClient, type Collection } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

let client: MongoClient;
interface Counter {
  _id: string;
  n: number;
  tags: string[];
}

let counters: Collection<Counter>;
beforeAll(async () => {
  client = await MongoClient.connect(inject('mongodbUri'));
  counters = client.db(`test_bulk_update_${randomBytes(4).toString('hex')}`).collection('counters');
});
afterAll(() => client.close());
beforeEach(async () => {
  await counters.deleteMany({});
  await counters.insertMany(
    ['a', 'b', 'c', 'd'].map((_id) => ({ _id, n: 0, tags: ['old', 'keep'] })),
  );
});

const stored = async () =>
  Object.fromEntries((await counters.find().sort({ _id: 1 }).toArray()).map((c) => [c._id, c]));

describe('a bulk write of updates', () => {
  it('applies each statement that names its own document, a pull by value among them', async () => {
    const result = await counters.bulkWrite(
      [
        { updateOne: { filter: { _id: 'a' }, update: { $inc: { n: 1 } } } },
        { updateOne: { filter: { _id: 'b' }, update: { $pullAll: { tags: ['old'] } } } },
        { updateOne: { filter: { _id: 'c', n: 5 }, update: { $inc: { n: 1 } } } },
        { updateOne: { filter: { _id: 'zz' }, update: { $inc: { n: 1 } } } },
      ],
      { ordered: false },
    );

    expect(result.matchedCount).toBe(2);
    expect(result.modifiedCount).toBe(2);
    const after = await stored();
    expect(after.a).toMatchObject({ n: 1, tags: ['old', 'keep'] });
    expect(after.b).toMatchObject({ n: 0, tags: ['keep'] });
    // The guard beside the `_id` did not match: untouched.
    expect(after.c).toMatchObject({ n: 0 });
  });

  it('lets a later statement see an earlier one’s write to the same document', async () => {
    await counters.bulkWrite([
      { updateOne: { filter: { _id: 'a' }, update: { $inc: { n: 1 } } } },
      { updateOne: { filter: { _id: 'b' }, update: { $inc: { n: 1 } } } },
      { updateOne: { filter: { _id: 'a', n: 1 }, update: { $inc: { n: 10 } } } },
    ]);

    const after = await stored();
    expect(after.a?.n).toBe(11);
    expect(after.b?.n).toBe(1);
  });

  it('keeps the statements before one that fails, and applies none after it when ordered', async () => {
    // A string where a number belongs, so that an $inc of it is refused.
    await counters.updateOne({ _id: 'b' }, { $set: { n: 'text' as unknown as number } });

    const failed = await counters
      .bulkWrite(
        [
          { updateOne: { filter: { _id: 'a' }, update: { $inc: { n: 1 } } } },
          // $inc on a string: refused.
          { updateOne: { filter: { _id: 'b' }, update: { $inc: { n: 1 } } } },
          { updateOne: { filter: { _id: 'c' }, update: { $inc: { n: 1 } } } },
        ],
        { ordered: true },
      )
      .catch((error: unknown) => error);

    expect(failed).toBeInstanceOf(MongoBulkWriteError);
    const after = await stored();
    expect(after.a?.n).toBe(1);
    expect(after.b?.n).toBe('text');
    expect(after.c?.n).toBe(0);
  });
});
