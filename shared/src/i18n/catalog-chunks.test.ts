import { describe, expect, it } from 'vitest';
import { catalogFiles } from './catalog-chunks';

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

  it('nothing that merely contains a catalog’s name', () => {
    expect(catalogFiles(['common-messages-zh.1.js', 'x-messages-zh.2.js'], 'zh')).toEqual([]);
  });
});
