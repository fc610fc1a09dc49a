/**
 * The tooling's server processes: waited for until healthy, refused when they exit first, and
 * stopped for good.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '@minesite/shared/testing/free-port';
import { answersOk, startServiceProcess } from './service-process';

/** A node process that answers 200 on `port` once it listens. */
const server = (port: number) =>
  startServiceProcess(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((_, res) => res.end('ok')).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );

describe('a service process', () => {
  it('is healthy once it answers, and stopped once stop resolves', async () => {
    const port = await freePort();
    const started = server(port);
    const isUp = answersOk(`http://127.0.0.1:${port}/`);
    try {
      await started.healthy({ isUp, pauseMs: 20 });
      expect(await isUp()).toBe(true);
    } finally {
      await started.stop();
    }
    expect(started.exited()).toBe(true);
    expect(await isUp()).toBe(false);
    await started.stop(); // twice is harmless
  });

  it('is refused with its exit code when it exits before answering', async () => {
    const started = startServiceProcess(process.execPath, ['-e', 'process.exit(3)'], {
      stdio: 'ignore',
    });
    await expect(
      started.healthy({
        isUp: async () => false,
        attempts: 10_000,
        pauseMs: 5,
        name: 'the test server',
      }),
    ).rejects.toThrow('the test server exited with 3');
  });

  it('is refused when it never answers within its attempts', async () => {
    const started = startServiceProcess(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    try {
      await expect(
        started.healthy({ isUp: async () => false, attempts: 3, pauseMs: 1, name: 'the idle' }),
      ).rejects.toThrow('the idle did not answer its health check');
    } finally {
      await started.stop();
    }
  });
});
