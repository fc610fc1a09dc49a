// Leads and power consultations nobody processed are deleted once older than
// LEAD_RETENTION_DAYS, by the modules' periodic sweep; processed ones and newer ones stay. The
// operator learns of it from a log line at info with the count.
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsModule } from '../src/modules/contacts/routes.js';
import { powerConsultationsModule } from '../src/modules/power-consultations/routes.js';
import { awaitLogLine, type LogLine } from './support/log-line.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('lead_retention', { env: { LEAD_RETENTION_DAYS: '30' } });
});
afterAll(() => api.close());

/** The sweep's clock: the rows' ages count from here, not from the wall clock. */
const NOW = new Date('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

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

    // The sweep logs its count once it has deleted: that line is the signal it ran.
    const { logged, logger } = awaitLogLine((line) => line.deleted !== undefined);
    const task = module.startBackgroundTask!({
      db: api.db,
      config: api.config,
      logger,
      now: () => NOW,
    });
    let line: LogLine;
    try {
      line = await logged;
    } finally {
      task.stop();
    }

    const left = (await rows.find().toArray()).map((doc) => doc.email as string).sort();
    expect(left).toEqual(['old-processed@example.es', 'recent-new@example.es']);
    expect(line).toMatchObject({ level: 30, deleted: 2, retentionDays: RETENTION_DAYS });
    expect(String(line.msg)).toMatch(/older than the retention deleted/);
  });
});
