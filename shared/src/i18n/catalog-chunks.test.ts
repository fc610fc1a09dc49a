import { describe, expect, it } from 'vitest';
import { catalogFilePattern, catalogFiles } from './catalog-chunks';

describe('catalogFiles: what the boot script preloads of a page’s catalog', () => {
  it('the whole catalog of a remote without parts, in the visitor’s locale only', () => {
    const files = ['messages-en.1.js', 'messages-zh.2.js', '3.js'];
    expect(catalogFiles(files, 'zh')).toEqual(['messages-zh.2.js']);
  });

  it('the page’s part, and beside it the shared order pieces’ chunk when the page loads it', () => {
    const files = [
      'r/messages-detail-ru.1.js',
      'r/messages-detail-zh.2.js',
      'r/messages-zh.3.js',
      'r/messages-ru.4.js',
      'r/pay-dialog.5.js',
    ];
    expect(catalogFiles(files, 'ru')).toEqual(['r/messages-detail-ru.1.js', 'r/messages-ru.4.js']);
  });

  it('a part whose name has a hyphen', () => {
    const files = ['r/messages-detail-cards-zh.1.js', 'r/messages-detail-cards-en.2.js'];
    expect(catalogFiles(files, 'zh')).toEqual(['r/messages-detail-cards-zh.1.js']);
  });

  it('nothing that merely contains a catalog’s name', () => {
    expect(catalogFiles(['common-messages-zh.1.js', 'x-messages-zh.2.js'], 'zh')).toEqual([]);
  });
});

describe('catalogFilePattern: the catalogs of every kind and locale, nothing else', () => {
  it('the common catalog, a remote’s whole catalog and its parts, by name or path', () => {
    for (const file of [
      'common-messages-ru.1.js',
      'messages-es.2.js',
      '/r/messages-home-zh.3.js',
      'messages-detail-cards-en.4.js',
    ]) {
      expect(catalogFilePattern().test(file), file).toBe(true);
    }
  });

  it('not code, nor a name that merely contains a catalog’s', () => {
    for (const file of ['main.1.js', 'messages-xx.2.js', 'x-messages-zh.3.js', 'messages.4.js']) {
      expect(catalogFilePattern().test(file), file).toBe(false);
    }
  });
});
