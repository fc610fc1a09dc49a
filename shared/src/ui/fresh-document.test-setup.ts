/**
 * Vitest setup for the jsdom projects that run their files in one window per worker
 * (`isolate: false`, with fresh-modules.test-setup): what a file left in the page (rendered
 * trees, storage, cookies, the address, the title and language) is cleared when it ends, so
 * that the next file starts as in a new window.
 */
import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';

const firstAddress = location.href;

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
});
