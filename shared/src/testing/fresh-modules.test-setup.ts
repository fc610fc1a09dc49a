/**
 * Vitest setup for the projects that run their files one after another in one worker
 * (`isolate: false`: no new process per file, a few times faster). Each file still starts as in
 * a fresh worker: the modules it imports are evaluated anew, and the fake timers, stubbed
 * globals and environment variables of the file before are undone when it ends.
 */
import { afterAll, vi } from 'vitest';

vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
