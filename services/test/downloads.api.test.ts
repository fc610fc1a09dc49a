// Downloads: files the admin uploads into GridFS (at most DOWNLOAD_MAX_MB, here 1), measured on
// the way in (size, SHA-256) and served to visitors byte for byte while published.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('downloads', { env: { DOWNLOAD_MAX_MB: '1' }, seed: true });
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const ONE_MB = 1024 * 1024;
const texts = (text: string) => ({
  zh: `${text} 中文`,
  en: text,
  es: `${text} es`,
  ru: `${text} ru`,
});
const item = (overrides: Record<string, unknown> = {}) => ({
  kind: 'firmware',
  title: texts('Miner tool'),
  description: texts('A tool for the miner'),
  published: true,
  order: 5,
  ...overrides,
});
const storedChunks = () => api.db.collection('downloads.chunks').countDocuments();
const storedFiles = () => api.db.collection('downloads.files').countDocuments();
/** A browser's revalidation (fetch alone marks a conditional request no-cache). */
const revalidating = (etag: string | null) => ({
  'if-none-match': etag!,
  'cache-control': 'max-age=0',
});
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The parts of a reply the tests read: a download, or an error. */
interface UploadReply {
  id: string;
  file: Record<string, unknown>;
  code?: string;
  issues?: unknown[];
}

async function upload(
  bytes: Buffer,
  {
    meta = item() as unknown,
    name = 'tool.bin',
    headers = admin as Record<string, string>,
    fileFirst = false,
  } = {},
) {
  const form = new FormData();
  if (!fileFirst) form.append('item', JSON.stringify(meta));
  form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), name);
  if (fileFirst) form.append('item', JSON.stringify(meta));
  const response = await fetch(`${api.baseUrl}/api/admin/downloads`, {
    method: 'POST',
    body: form,
    headers,
  });
  return { status: response.status, body: (await response.json()) as UploadReply };
}

describe('the seeded downloads', () => {
  it('lists the four files /software offered, with real bytes behind each', async () => {
    const reply = await api.call('GET', '/api/downloads');
    expect(reply.status).toBe(200);
    const items = reply.body.items as { id: string; file: { sha256: string; size: number } }[];
    expect(items.map((d) => d.id)).toEqual(['firmware', 'sdRecovery', 's21Guide', 's21HydroGuide']);
    const guide = await fetch(`${api.baseUrl}/api/downloads/s21Guide/file`);
    const bytes = Buffer.from(await guide.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(items[2]!.file.size);
    expect(sha256(bytes)).toBe(items[2]!.file.sha256);
  });
});

describe('uploading and downloading', () => {
  it('stores the bytes with their size and checksum, and a visitor gets the same bytes', async () => {
    const bytes = randomBytes(300_000);
    const created = await upload(bytes, { name: 'miner tool v2.zip' });
    expect(created.status).toBe(201);
    expect(created.body.file).toMatchObject({
      name: 'miner tool v2.zip',
      size: bytes.length,
      sha256: sha256(bytes),
    });

    const file = await fetch(`${api.baseUrl}/api/downloads/${created.body.id}/file`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(file.status).toBe(200);
    const served = Buffer.from(await file.arrayBuffer());
    expect(sha256(served)).toBe(sha256(bytes));
    expect(file.headers.get('content-length')).toBe(String(bytes.length));
    expect(file.headers.get('content-encoding')).toBeNull();
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="miner tool v2\.zip"/,
    );
    const digest = Buffer.from(sha256(bytes), 'hex').toString('base64');
    expect(file.headers.get('repr-digest')).toBe(`sha-256=:${digest}:`);

    const again = await fetch(`${api.baseUrl}/api/downloads/${created.body.id}/file`, {
      headers: revalidating(file.headers.get('etag')),
    });
    expect(again.status).toBe(304);
  });

  it('answers the list with an ETag and 304 when it did not change', async () => {
    const first = await fetch(`${api.baseUrl}/api/downloads`);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const second = await fetch(`${api.baseUrl}/api/downloads`, {
      headers: revalidating(first.headers.get('etag')),
    });
    expect(second.status).toBe(304);
  });

  it('refuses a file over DOWNLOAD_MAX_MB with 413 while it streams, and keeps nothing', async () => {
    const [files, chunks] = [await storedFiles(), await storedChunks()];
    // Just over the limit: read until the limit, then stopped.
    const reply = await upload(randomBytes(ONE_MB + 64 * 1024));
    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe('download_too_large');
    // Far over: refused on its declared length.
    expect((await upload(randomBytes(3 * ONE_MB))).status).toBe(413);
    expect(await storedFiles()).toBe(files);
    expect(await storedChunks()).toBe(chunks);
  });

  it('refuses an item that is not four-language text before storing the file', async () => {
    const chunks = await storedChunks();
    const reply = await upload(randomBytes(1000), {
      meta: item({ title: { zh: '工具', en: 'Tool', es: '', ru: 'Инструмент' } }),
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body.issues)).toContain('item.title.es');
    expect(await storedChunks()).toBe(chunks);
  });

  it('takes the file before the item too, and removes it again when the item is refused', async () => {
    const [files, chunks] = [await storedFiles(), await storedChunks()];
    const refused = await upload(randomBytes(1000), {
      fileFirst: true,
      meta: item({ title: { zh: '工具', en: 'Tool', es: '', ru: 'Инструмент' } }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.issues)).toContain('item.title.es');
    expect([await storedFiles(), await storedChunks()]).toEqual([files, chunks]);

    const bytes = randomBytes(2000);
    const saved = await upload(bytes, { fileFirst: true });
    expect(saved.status).toBe(201);
    const file = await fetch(`${api.baseUrl}/api/downloads/${saved.body.id}/file`);
    expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(sha256(bytes));
  });
});

describe('admin only', () => {
  it('refuses every write and the full list without the session', async () => {
    expect((await upload(randomBytes(10), { headers: {} })).status).toBe(401);
    expect((await api.call('GET', '/api/admin/downloads')).status).toBe(401);
    expect((await api.call('PUT', '/api/admin/downloads/firmware', item())).status).toBe(401);
    expect((await api.call('DELETE', '/api/admin/downloads/firmware')).status).toBe(401);
  });
});

describe('the published flag and delete', () => {
  it('hides an unpublished download and its file from visitors, the admin still lists it', async () => {
    const bytes = randomBytes(2048);
    const { body } = await upload(bytes);
    const unpublish = await api.call(
      'PUT',
      `/api/admin/downloads/${body.id}`,
      item({ published: false }),
      admin,
    );
    expect(unpublish.status).toBe(200);

    const visible = await api.call('GET', '/api/downloads');
    expect(visible.body.items.map((d: { id: string }) => d.id)).not.toContain(body.id);
    expect((await fetch(`${api.baseUrl}/api/downloads/${body.id}/file`)).status).toBe(404);
    const all = await api.call('GET', '/api/admin/downloads', undefined, admin);
    expect(all.body.maxBytes).toBe(ONE_MB);
    expect(all.body.items.map((d: { id: string }) => d.id)).toContain(body.id);
  });

  it('deletes the download with its stored file, and records who did it', async () => {
    const { body } = await upload(randomBytes(4096));
    const files = await storedFiles();
    expect(
      (await api.call('DELETE', `/api/admin/downloads/${body.id}`, undefined, admin)).status,
    ).toBe(200);
    expect(await storedFiles()).toBe(files - 1);
    expect((await fetch(`${api.baseUrl}/api/downloads/${body.id}/file`)).status).toBe(404);
    const trail = await api.db
      .collection('audit_log')
      .find({ entity: 'download', entityId: body.id })
      .toArray();
    expect(trail.map((entry) => [entry.action, entry.actor]).sort()).toEqual([
      ['create', 'admin'],
      ['delete', 'admin'],
    ]);
  });
});
