/**
 * What the shared modules of rspack.federation.ts promise the packages: every react-router-dom
 * export a package uses is in the tree-shaken facade the shell shares (a missing one would be
 * `undefined` at run time, in the browser only), and the UI door reaches antd-mobile one
 * component at a time (a bare `antd-mobile` import would put the whole kit back on the page).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as routerFacade from './react-router-dom';

const repo = path.resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['shell/src', 'shared/src', ...packageDirs().map((dir) => `${dir}/src`)];

function packageDirs(): string[] {
  return readdirSync(repo).filter((name) => name.startsWith('mf-'));
}

function sourceFiles(dir: string): string[] {
  const abs = path.join(repo, dir);
  return readdirSync(abs).flatMap((name) => {
    const file = path.join(abs, name);
    if (statSync(file).isDirectory()) {
      return name === 'testing' ? [] : sourceFiles(path.join(dir, name));
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The value names a file imports from `module` (type-only imports left out). */
function namedImports(source: string, module: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module}'`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

describe('the shared react-router-dom facade', () => {
  it('exports every react-router-dom name the packages use', () => {
    const missing: string[] = [];
    for (const root of SOURCE_ROOTS) {
      for (const file of sourceFiles(root)) {
        for (const name of namedImports(readFileSync(file, 'utf8'), 'react-router-dom')) {
          if (!(name in routerFacade)) missing.push(`${path.relative(repo, file)}: ${name}`);
        }
      }
    }
    expect(missing, 'add these to tooling/federation/react-router-dom.ts').toEqual([]);
  });
});

describe('the UI door (shared/src/ui)', () => {
  it('imports antd-mobile one component at a time', () => {
    const whole: string[] = [];
    for (const file of sourceFiles('shared/src/ui')) {
      const source = readFileSync(file, 'utf8');
      if (/from\s+'antd-mobile'|import\(\s*'antd-mobile'\s*\)/.test(source)) {
        whole.push(path.relative(repo, file));
      }
    }
    expect(whole, "import from 'antd-mobile/es/components/<name>' instead").toEqual([]);
  });
});
