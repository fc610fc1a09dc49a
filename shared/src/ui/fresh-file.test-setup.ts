/**
 * Vitest setup for the jsdom projects that run their files one after another in one worker and
 * one jsdom (`isolate: false`: no new process and window per file, a few times faster). Each
 * file still starts as in a fresh worker: the app's modules are evaluated anew, and what the
 * file before left in the page (rendered trees, storage, cookies, the address, the title and
 * language, timers and stubs) is cleared when it ends.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

const firstAddress = location.href;

vi.resetModules();

afterAll(() => {
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', firstAddress);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
