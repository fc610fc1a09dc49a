import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOWNLOADS, RESOURCE_KINDS } from './resources';

const folder = path.resolve(import.meta.dirname, '../../../public/downloads');

describe('the downloads', () => {
  it('each names a file that ships with the site, with its real size', () => {
    for (const resource of DOWNLOADS) {
      const file = path.join(folder, resource.file);
      expect(statSync(file).size, resource.file).toBe(resource.sizeBytes);
    }
  });

  it('ships no file that the page does not offer', () => {
    expect(readdirSync(folder).sort()).toEqual(DOWNLOADS.map((r) => r.file).sort());
  });

  it('offers firmware, SD recovery and user guides for two S21 models, as real files', () => {
    expect(new Set(DOWNLOADS.map((r) => r.kind))).toEqual(new Set(RESOURCE_KINDS));
    const guides = DOWNLOADS.filter((r) => r.kind === 'userGuide');
    expect(guides.map((r) => r.file)).toEqual([
      'antminer-s21-user-guide.pdf',
      'antminer-s21-hydro-user-guide.pdf',
    ]);
    for (const guide of guides) {
      expect(readFileSync(path.join(folder, guide.file), 'latin1').startsWith('%PDF-')).toBe(true);
    }
    for (const kit of DOWNLOADS.filter((r) => r.file.endsWith('.zip'))) {
      // A zip archive starts with its local file header signature, PK\x03\x04.
      expect(readFileSync(path.join(folder, kit.file)).subarray(0, 4)).toEqual(
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      );
    }
  });

  it('dates each file with a real day', () => {
    for (const resource of DOWNLOADS) {
      expect(new Date(`${resource.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(resource.date);
    }
  });
});
