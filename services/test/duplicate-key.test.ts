import { MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { ignoreDuplicate, isDuplicateKey } from '../src/db/duplicate-key.js';

const duplicate = () =>
  new MongoServerError({ code: 11000, codeName: 'DuplicateKey', errmsg: 'E11000 duplicate key' });
const timeLimit = () =>
  new MongoServerError({ code: 50, codeName: 'MaxTimeMSExpired', errmsg: 'time limit' });

describe('isDuplicateKey', () => {
  it("recognises the server's duplicate-key error only", () => {
    expect(isDuplicateKey(duplicate())).toBe(true);
    expect(isDuplicateKey(timeLimit())).toBe(false);
    expect(isDuplicateKey(new Error('E11000 duplicate key'))).toBe(false);
    expect(isDuplicateKey(undefined)).toBe(false);
  });
});

describe('ignoreDuplicate', () => {
  it('tells a write from a key that exists, and passes other failures on', async () => {
    await expect(ignoreDuplicate(Promise.resolve())).resolves.toBe(true);
    await expect(ignoreDuplicate(Promise.reject(duplicate()))).resolves.toBe(false);
    const other = timeLimit();
    await expect(ignoreDuplicate(Promise.reject(other))).rejects.toBe(other);
  });
});
