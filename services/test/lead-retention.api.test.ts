// Leads and power consultations nobody processed are deleted once older than
// LEAD_RETENTION_DAYS, by the modules' periodic sweep; processed ones and newer ones stay. The
// operator learns of it from a log line at info with the count.
import { Writable } from 'node:stream';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/logger.js';
import { contactsModule } from '../src/modules/contacts/routes.js';
import { powerConsultationsModule } from '../src/modules/power-consultations/routes.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('lead_retention', { env: { LEAD_RETENTION_DAYS: '30' } });
});
afterAll(() => api.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

const modules = [
  {
    module: contactsModule,
    collection: 'contacts',
    row: { title: 'Ana', email: 'a@example.es', phone: '', machineCount: '', source: '' },
  },
  {
    module: powerConsultationsModule,
    collection: 'power_consultations',
    row: { name: 'Ana', email: 'a@example.es', phone: '', message: 'Gas' },
  },
] as const;

describe.each(modules)('the $collection retention sweep', ({ module, collection, row }) => {
  it('deletes only the unprocessed rows older than the retention, and logs the count', async () => {
    expect(api.config.leadRetentionDays).toBe(RETENTION_DAYS);
    const rows = api.db.collection(collection);
    const insert = (status: string, createdAt: Date, tag: string) =>
      rows.insertOne({
        _id: new ObjectId(),
        ...row,
        email: `${tag}@example.es`,
        status,
        createdAt,
        updatedAt: createdAt,
      });
    await insert('new', daysAgo(RETENTION_DAYS + 1), 'old-new-1');
    await insert('new', daysAgo(400), 'old-new-2');
    await insert('processed', daysAgo(400), 'old-processed');
    await insert('new', daysAgo(RETENTION_DAYS - 1), 'recent-new');

    const { lines, logger } = logCapture();
    const task = module.startBackgroundTask!({ db: api.db, config: api.config, logger });
    try {
      // The old new rows go, then the count is logged.
      await vi.waitFor(async () => expect(await rows.countDocuments()).toBe(2), 5000);
      await vi.waitFor(
        () => expect(lines).toContainEqual(expect.objectContaining({ deleted: 2 })),
        5000,
      );
    } finally {
      task.stop();
    }

    const left = (await rows.find().toArray()).map((doc) => doc.email as string).sort();
    expect(left).toEqual(['old-processed@example.es', 'recent-new@example.es']);
    const line = lines.find((entry) => entry.deleted === 2)!;
    expect(line).toMatchObject({ level: 30, retentionDays: RETENTION_DAYS });
    expect(String(line.msg)).toMatch(/older than the retention deleted/);
  });
});
