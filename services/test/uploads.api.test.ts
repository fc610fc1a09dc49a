// Uploads: only images (by their bytes), at most 5 MB, admin only, stored in GridFS under a
// server-made name with their metadata stripped, served with their type and a long cache.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string };
beforeAll(async () => {
  api = await startTestApi('uploads');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const FIVE_MB = 5 * 1024 * 1024;
const storedFiles = () => api.db.collection('uploads.files').countDocuments();

async function upload(
  bytes: Buffer,
  { filename = 'picture.png', type = 'image/png', field = 'file', headers = admin } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const response = await fetch(`${api.baseUrl}/api/upload`, {
    method: 'POST',
    body: form,
    headers,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const png = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#f7931a' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF text that must not survive the upload. */
const jpegWithExif = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#1677ff' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Author 12345', ImageDescription: 'home address' } })
    .toBuffer();

describe('POST /api/upload', () => {
  it('stores a PNG and answers where it is served, with its type and an immutable cache', async () => {
    const reply = await upload(await png());

    expect(reply.status).toBe(201);
    expect(reply.body.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(api.baseUrl + String(reply.body.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 100 });
  });

  it('goes by the bytes: a JPEG named .txt is stored as a JPEG, without its EXIF', async () => {
    const original = await jpegWithExif();
    expect(original.includes('Secret Author 12345')).toBe(true);

    const reply = await upload(original, { filename: 'notes.txt', type: 'text/plain' });

    expect(reply.status).toBe(201);
    expect(reply.body.url).toMatch(/\.jpg$/);
    const served = await fetch(api.baseUrl + String(reply.body.url));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('Secret Author 12345')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('gives every upload its own server-made name', async () => {
    const image = await png();
    const first = await upload(image, { filename: '../../etc/passwd.png' });
    const second = await upload(image, { filename: '../../etc/passwd.png' });

    expect(first.body.url).not.toBe(second.body.url);
    expect(String(first.body.url)).not.toContain('passwd');
  });

  it('refuses a text file renamed .png, storing nothing', async () => {
    const before = await storedFiles();

    const reply = await upload(Buffer.from('just some text, not an image\n'.repeat(20)), {
      filename: 'fake.png',
      type: 'image/png',
    });

    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({ code: 'unsupported_image' });
    expect(reply.body.message).toMatch(/not an image the site accepts/);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a file that is not one of the accepted image types (a PDF)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

    const reply = await upload(pdf, { filename: 'doc.png' });

    expect(reply.status).toBe(415);
    expect(reply.body.message).toContain('application/pdf');
  });

  it('refuses 5 MB + 1 byte with 413, storing nothing', async () => {
    const before = await storedFiles();
    const header = await png();
    const big = Buffer.concat([header, randomBytes(FIVE_MB + 1 - header.length)]);

    const reply = await upload(big);

    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({
      code: 'upload_too_large',
      message: 'The image is larger than 5 MB',
    });
    expect(await storedFiles()).toBe(before);
    expect(await api.db.collection('uploads.chunks').countDocuments({ n: { $gt: 0 } })).toBe(0);
  });

  it('refuses a damaged image whose first bytes look right', async () => {
    const header = await png();

    const reply = await upload(Buffer.concat([header.subarray(0, 40), Buffer.alloc(200, 0x41)]));

    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('unreadable_image');
  });

  it('needs the field "file" and a multipart body', async () => {
    const wrongField = await upload(await png(), { field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('No image: send it in the multipart field "file"');

    const json = await api.call(
      'POST',
      '/api/upload',
      { file: 'data:image/png;base64,AAAA' },
      admin,
    );
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Send the image as multipart/form-data in the field "file"');
  });

  it('refuses any field beside "file", naming it, and stores nothing', async () => {
    const before = await storedFiles();
    const form = new FormData();
    form.append('file', new Blob([await png()], { type: 'image/png' }), 'picture.png');
    form.append('caption', 'a field the document does not have');
    const response = await fetch(`${api.baseUrl}/api/upload`, {
      method: 'POST',
      body: form,
      headers: admin,
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'caption', message: 'caption is not an allowed field' }],
    });
    expect(await storedFiles()).toBe(before);
  });

  it('is the admin only: 401 without the session, storing nothing', async () => {
    const before = await storedFiles();

    const reply = await upload(await png(), { headers: {} as { cookie: string } });

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('unauthorized');
    expect(await storedFiles()).toBe(before);
  });
});

describe('GET /api/uploads/:name', () => {
  it('answers 404 for an unknown image and for a name the service never makes', async () => {
    const unknown = await api.call('GET', `/api/uploads/${'a'.repeat(32)}.png`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('image_not_found');

    // Never looked up: a path outside the store names no image.
    const traversal = await api.call('GET', '/api/uploads/..%2F..%2Fsecret.png');
    expect(traversal.status).toBe(404);
    expect(traversal.body.code).toBe('image_not_found');
  });

  async function served(url: string) {
    const response = await fetch(api.baseUrl + url);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, meta: await sharp(bytes).metadata() };
  }

  it('sends the copy at the width a page asks for, stored with the upload', async () => {
    const wide = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#1677ff' },
    })
      .png()
      .toBuffer();
    const url = String((await upload(wide)).body.url);
    const filesBefore = await storedFiles();

    const first = await served(`${url}?w=240`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.meta).toMatchObject({ format: 'png', width: 240, height: 120 });
    expect(first.bytes.length).toBeLessThan((await served(url)).bytes.length);
    // The copy was stored with the upload: serving it stores nothing more.
    expect(await storedFiles()).toBe(filesBefore);
    const again = await served(`${url}?w=240`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('never enlarges: a 200 px image asked for at 480 comes at 200 px', async () => {
    const url = String((await upload(await png())).body.url);
    const { response, meta } = await served(`${url}?w=480`);
    expect(response.status).toBe(200);
    expect(meta).toMatchObject({ width: 200, height: 100 });
  });

  it('refuses a width pages never ask for, and answers 404 for an unknown image at any width', async () => {
    const url = String((await upload(await png())).body.url);
    const odd = await api.call('GET', `${url}?w=300`);
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('w must be one of: 240, 480, 960');

    const unknown = await api.call('GET', `/api/uploads/${'b'.repeat(32)}.png?w=240`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('image_not_found');
  });
});
