// Changes of one document made at once all land, as MongoDB's document-level atomicity promises:
// the local FerretDB v1 read a document, changed it in memory and wrote it whole later, so one of
// two changes at once was lost (an order's relayed notices pulled off undid the operator's save
// made in between). tooling/launcher/ferretdb-patches.ts runs such commands one at a time.
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

interface Doc {
  _id: string;
  n: number;
  status: string;
  outbox: { id: string }[];
}

const AT_ONCE = 40;

let client: MongoClient;
let docs: Collection<Doc>;
beforeAll(async () => {
  client = await MongoClient.connect(inject('mongodbUri'), { maxPoolSize: AT_ONCE });
  docs = client.db(`test_concurrent_${randomBytes(4).toString('hex')}`).collection('docs');
});
afterAll(() => client.close());

const fresh = async (_id: string) => {
  await docs.insertOne({ _id, n: 0, status: 'pending', outbox: [{ id: 'e1' }] });
};
const times = <T>(count: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => make(i)));

describe('changes of one document at once', () => {
  it('are all counted, by update and by findAndModify', async () => {
    await fresh('count');
    await times(AT_ONCE, async (i) => {
      if (i % 2 === 0) await docs.updateOne({ _id: 'count' }, { $inc: { n: 1 } });
      else await docs.findOneAndUpdate({ _id: 'count' }, { $inc: { n: 1 } });
    });
    expect((await docs.findOne({ _id: 'count' }))?.n).toBe(AT_ONCE);
  });

  it('keep a save made while the relayed notices are pulled off', async () => {
    await times(AT_ONCE, (i) => fresh(`order${i}`));
    await times(AT_ONCE * 2, (i) => {
      const _id = `order${Math.floor(i / 2)}`;
      return i % 2 === 0
        ? docs.updateOne({ _id }, { $pullAll: { outbox: [{ id: 'e1' }] } })
        : docs.updateOne({ _id }, { $set: { status: 'processing' } });
    });
    const stored = await docs.find({ _id: { $regex: /^order/ } }).toArray();
    expect(stored).toHaveLength(AT_ONCE);
    for (const doc of stored) expect(doc).toMatchObject({ status: 'processing', outbox: [] });
  });
});
