// Pictures are scaled when they are stored, never on a visitor's request: an upload stores the
// original and one copy per width, `?w=` only picks a stored copy, and a burst of requests for a
// new picture decodes nothing, stores nothing and leaves the health check answering. Image work
// runs a bounded number at a time; past the short queue, an upload gets 503 with Retry-After.
import { setTimeout as sleep } from 'node:timers/promises';
import { UPLOAD_WIDTHS } from '@minesite/shared/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageWorkGate, imageWorkStats } from '../src/modules/uploads/image-work.js';
import { openAdminSession } from './support/admin-session.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let admin: { cookie: string; origin: string };
beforeAll(async () => {
  api = await startTestApi('uploads_scaling');
  admin = await openAdminSession(api);
});
afterAll(() => api.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f7931a' } })
    .jpeg()
    .toBuffer();

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'picture.jpg');
  const response = await fetch(`${api.baseUrl}/api/upload`, {
    method: 'POST',
    body: form,
    headers: admin,
  });
  return { response, body: (await response.json()) as { url: string; code?: string } };
}

const storedNamed = (filename: string) =>
  api.db.collection('uploads.files').countDocuments({ filename });

describe('pictures scaled at upload', () => {
  it('stores the original and one copy per width, never enlarged', async () => {
    const { response, body } = await upload(await picture(700, 350));
    expect(response.status).toBe(201);
    const name = body.url.split('/').pop()!;

    expect(await storedNamed(name)).toBe(1);
    for (const width of UPLOAD_WIDTHS) {
      expect(await storedNamed(`w${width}/${name}`)).toBe(1);
      const served = await fetch(`${api.baseUrl}${body.url}?w=${width}`);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: Math.min(width, 700) });
    }
  });

  it('answers 200 parallel requests per width from the stored copies: no decode, no new file, health up', async () => {
    const { body } = await upload(await picture(1600, 1200));
    const name = body.url.split('/').pop()!;
    const filesBefore = await api.db.collection('uploads.files').countDocuments();
    const decodesBefore = imageWorkStats.decodes;
    const rssBefore = process.memoryUsage().rss;

    let burstDone = false;
    const healthStatuses: number[] = [];
    const watchHealth = (async () => {
      while (!burstDone) {
        healthStatuses.push((await fetch(`${api.baseUrl}/api/health`)).status);
        await sleep(10);
      }
    })();
    const burst = UPLOAD_WIDTHS.flatMap((width) =>
      Array.from({ length: 200 }, async () => {
        const response = await fetch(`${api.baseUrl}${body.url}?w=${width}`);
        return { width, status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      }),
    );
    const replies = await Promise.all(burst);
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    burstDone = true;
    await watchHealth;

    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    for (const width of UPLOAD_WIDTHS) {
      const sizes = new Set(replies.filter((r) => r.width === width).map((r) => r.bytes));
      expect(sizes.size).toBe(1);
      expect(await storedNamed(`w${width}/${name}`)).toBe(1);
    }
    expect(await api.db.collection('uploads.files').countDocuments()).toBe(filesBefore);
    expect(imageWorkStats.decodes).toBe(decodesBefore);
    // Generous: 600 small replies in flight, never a decoded 1600 × 1200 bitmap per request.
    expect(rssGrowth).toBeLessThan(256 * 1024 * 1024);
    expect(healthStatuses.length).toBeGreaterThan(0);
    expect(healthStatuses.every((status) => status === 200)).toBe(true);
  });

  it('answers an image stored before copies were made at its own size, without scaling', async () => {
    const { body } = await upload(await picture(800, 400));
    const name = body.url.split('/').pop()!;
    await api.db
      .collection('uploads.files')
      .deleteMany({ filename: { $regex: `^w\\d+/${name}$` } });
    const decodesBefore = imageWorkStats.decodes;

    const served = await fetch(`${api.baseUrl}${body.url}?w=240`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.width).toBe(800);
    expect(imageWorkStats.decodes).toBe(decodesBefore);
    expect(await storedNamed(`w240/${name}`)).toBe(0);
  });

  it('works on a bounded number of images at once, and answers 503 with Retry-After past the queue', async () => {
    const gate = imageWorkGate(api.config.imageWorkConcurrency);
    expect(api.config.imageWorkConcurrency).toBe(2);
    // Hold every turn and fill the queue, as a burst of uploads would: a turn is taken or
    // queued as soon as the work is handed in, and each work ends when the test lets it.
    const works = Array.from({ length: 2 + 8 }, () => {
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      return { done, finish };
    });
    const held = works.map((work) => gate.run(() => work.done));
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 8 });

    const refused = await upload(await picture(300, 200));
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('2');
    expect(refused.body.code).toBe('image_work_busy');

    for (const work of works) work.finish();
    await Promise.all(held);
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
    expect((await upload(await picture(300, 200))).response.status).toBe(201);
  });
});
