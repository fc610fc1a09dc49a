// An upload the client abandons mid-body (it closes the connection) ends its handler at once
// and stores nothing: no file, no chunk in GridFS. The handler's end is seen in the metrics,
// which count a request only once its handler has finished.
import { connect } from 'node:net';
import { UPLOAD_WIDTHS } from '@minesite/shared/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('uploads_abort');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const BOUNDARY = 'minesite-abort-test';

/** How many POST /api/upload requests the metrics counted as answered (handler finished). */
async function answeredUploads(): Promise<number> {
  const text = await (await fetch(`${api.baseUrl}/api/metrics`)).text();
  return [...text.matchAll(/^http_requests_total\{([^}]*)\} (\d+)$/gm)]
    .filter(([, labels]) => labels!.includes('route="/api/upload"'))
    .reduce((sum, [, , count]) => sum + Number(count), 0);
}

const gridFsCounts = async () => ({
  files: await api.db.collection('uploads.files').countDocuments(),
  chunks: await api.db.collection('uploads.chunks').countDocuments(),
});

/**
 * Sends the head of a 1 MB upload and a quarter of its body, waits until the service has
 * begun on it (the route's rate-limit slot is taken), then closes the connection.
 */
async function abandonUploadMidBody(): Promise<void> {
  const { hostname, port } = new URL(api.baseUrl);
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#f7931a' },
  })
    .png()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    picture,
    Buffer.alloc(1024 * 1024, 0x41),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const slotsBefore = await api.db.collection('rate_limits').countDocuments();
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Cookie: ${admin.cookie}\r\nOrigin: ${admin.origin}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, body.length / 4));
  // The upload has passed its rate limit.
  await vi.waitFor(
    async () =>
      expect(await api.db.collection('rate_limits').countDocuments()).toBeGreaterThan(slotsBefore),
    5000,
  );
  socket.destroy();
}

describe('an aborted upload', () => {
  it('ends its handler at once and leaves no partial file in GridFS', async () => {
    const before = await gridFsCounts();
    const answeredBefore = await answeredUploads();

    await abandonUploadMidBody();

    // On the code before this fix the handler waited for the rest of the body for ever.
    await vi.waitFor(async () => expect(await answeredUploads()).toBe(answeredBefore + 1), 5000);
    expect(await gridFsCounts()).toEqual(before);

    // The service goes on: the next upload is stored.
    const picture = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#1677ff' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([picture], { type: 'image/png' }), 'b.png');
    const reply = await fetch(`${api.baseUrl}/api/upload`, {
      method: 'POST',
      body: form,
      headers: admin,
    });
    expect(reply.status).toBe(201);
    // The picture and its copy at each srcset width.
    expect((await gridFsCounts()).files).toBe(before.files + 1 + UPLOAD_WIDTHS.length);
  });
});
