import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCartLineCount, STORAGE_KEYS, watchStorageKey, writeJson } from './local-storage';

afterEach(() => localStorage.clear());

describe('watchStorageKey', () => {
  it('hears this tab’s writes of its key only, until unsubscribed', () => {
    const heard = vi.fn();
    const stop = watchStorageKey(STORAGE_KEYS.cart, heard);

    writeJson(STORAGE_KEYS.cart, { lines: [1] });
    writeJson(STORAGE_KEYS.notes, []);
    stop();
    writeJson(STORAGE_KEYS.cart, { lines: [] });

    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('hears another tab’s write through the browser’s storage event', () => {
    const heard = vi.fn();
    const stop = watchStorageKey(STORAGE_KEYS.cart, heard);

    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.tasks }));
    stop();

    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('readCartLineCount', () => {
  it('counts the stored lines, and reads nothing else as a cart', () => {
    expect(readCartLineCount()).toBe(0);
    writeJson(STORAGE_KEYS.cart, { lines: [{}, {}] });
    expect(readCartLineCount()).toBe(2);
    localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(readCartLineCount()).toBe(0);
  });
});
