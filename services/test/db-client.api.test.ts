// The database client: majority writes and retryable writes by default, overridable in the
// connection string, and working on the local server (FerretDB or a standalone mongod).
import { inject, describe, expect, it } from 'vitest';
import { clientOptions, connectMongo } from '../src/db/client.js';

describe('the MongoDB client', () => {
  it('asks for majority and retryable writes unless the connection string says otherwise', () => {
    expect(clientOptions('mongodb://a,b,c/?replicaSet=rs0')).toMatchObject({
      writeConcern: { w: 'majority' },
      retryWrites: true,
    });
    const overridden = clientOptions('mongodb://db/?w=1&retryWrites=false');
    expect(overridden).not.toHaveProperty('writeConcern');
    expect(overridden).not.toHaveProperty('retryWrites');
  });

  it('limits every stage of an operation, unless the connection string says otherwise', () => {
    expect(clientOptions('mongodb://db/')).toMatchObject({
      serverSelectionTimeoutMS: 5000,
      waitQueueTimeoutMS: 5000,
      connectTimeoutMS: 5000,
      socketTimeoutMS: 5000,
    });
    expect(clientOptions('mongodb://db/', { operationTimeoutMs: 800 })).toMatchObject({
      waitQueueTimeoutMS: 800,
      socketTimeoutMS: 800,
    });
    // Deprecated and without effect from driver 7.8: never set.
    expect(clientOptions('mongodb://db/')).not.toHaveProperty('timeoutMS');
    const overridden = clientOptions('mongodb://db/?socketTimeoutMS=30000', {
      operationTimeoutMs: 800,
    });
    expect(overridden).not.toHaveProperty('socketTimeoutMS');
    expect(overridden).toMatchObject({ waitQueueTimeoutMS: 800 });
  });

  it('writes with majority concern on the local server', async () => {
    const client = await connectMongo(inject('mongodbUri'));
    const db = client.db(`test_client_${Date.now()}`);
    try {
      expect(db.writeConcern?.w).toBe('majority');
      const orders = db.collection<{ n: number }>('orders');
      await orders.insertOne({ n: 1 });
      await orders.updateOne({ n: 1 }, { $set: { n: 2 } });

      expect(await orders.countDocuments({ n: 2 })).toBe(1);
    } finally {
      await db.dropDatabase();
      await client.close();
    }
  });
});
