import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedFiles, citationsIn, findCitations } from './document-citations.js';

const repo = path.resolve(import.meta.dirname, '../..');
const thisFile = path.relative(repo, import.meta.filename);

describe('citations of the spec or of issues by number', () => {
  it('appear nowhere in the source, tests and docs', () => {
    const files = checkedFiles(repo).filter((file) => file !== thisFile);
    expect(files).toContain('services/src/config.ts');
    const found = citationsIn(repo, files).map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(found, 'say the rule itself, or point at docs/product.md').toEqual([]);
  });

  it('are found however a comment wraps them', () => {
    const source = [
      '/** The filters (spec section 9). */',
      '// Nothing moves (issue 28).',
      " * The spec's keys (section 3),",
      ' * as the spec',
      ' * sections 4 and 5 say; see spec § 2.',
    ].join('\n');
    expect(findCitations(source).map(({ line, text }) => `${line} ${text}`)).toEqual([
      '1 spec section 9',
      '2 issue 28',
      '3 section 3',
      '4 spec * sections 4',
      '5 spec § 2',
    ]);
  });

  it('leave plain words about sections and issues alone', () => {
    const source =
      "// The disclaimer's six sections; an issue the operator raises; section headers.";
    expect(findCitations(source)).toEqual([]);
  });
});
