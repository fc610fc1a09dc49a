// What the images of the Dockerfile contain (worked out by image-files.ts from the Dockerfile,
// .dockerignore and package-lock.json): the runtime images hold built files and production
// dependencies only, and run as a user other than root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { describe, expect, it } from 'vitest';
import { contextFiles, imageStages, type Stage } from './image-files.js';

const repo = path.resolve(import.meta.dirname, '../..');
const stages = imageStages(repo);
const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean; devDependencies?: Record<string, string> }>;
};
const FRONT_ENDS = ['shell', 'mf-shop', 'mf-cloudpower', 'mf-orders', 'mf-content', 'mf-admin'];

const paths = (stage: Stage) => [...stage.files.keys()].sort();
const stage = (name: string) => {
  const found = stages.get(name);
  if (!found) throw new Error(`no stage ${name}`);
  return found;
};

describe('the build context', () => {
  it('holds no installed packages, build output, local data or secrets', () => {
    const files = contextFiles(repo);
    expect(files).toContain('package-lock.json');
    expect(files).toContain('services/src/main.ts');
    for (const file of files) {
      expect(file).not.toMatch(/(^|\/)(node_modules|dist|\.data|\.git|secrets)\//);
      expect(file).not.toMatch(/(^|\/)\.env$/);
    }
    // Also what does not exist here now: a secrets folder, an .env file.
    const ignored = dockerignore({ ignorecase: false }).add(
      readFileSync(path.join(repo, '.dockerignore'), 'utf8'),
    );
    for (const file of ['secrets/mongodb_uri', '.env', 'shell/dist/index.html', '.data/db/x']) {
      expect(ignored.ignores(file), file).toBe(true);
    }
  });
});

describe('the api image', () => {
  const api = stage('api');

  it('holds the service bundle, its package.json and production dependencies only', () => {
    const own = paths(api).filter((file) => !file.startsWith('/app/node_modules/'));
    expect(own).toEqual(['/app/services/dist/**', '/app/services/package.json']);
    expect(api.cmd).toEqual([
      'node',
      '--enable-source-maps',
      '--import',
      './services/dist/instrument.js',
      'services/dist/main.js',
    ]);
  });

  it('holds no TypeScript sources and no dev dependency', () => {
    const packages = [...api.files.values()].filter((file) => file.npmPackage);
    const names = packages.map((file) => file.npmPackage);
    for (const needed of ['koa', 'mongodb', 'prom-client', 'pino', 'sharp', 'zod']) {
      expect(names).toContain(needed);
    }
    const devOnly = [
      ...Object.keys(lock.packages['']!.devDependencies ?? {}),
      ...Object.keys(lock.packages.services!.devDependencies ?? {}),
    ];
    expect(devOnly).toContain('typescript');
    // A dev dependency that a production dependency also needs (e.g. @types/node) may stay.
    const toolsOnly = devOnly.filter((name) => lock.packages[`node_modules/${name}`]?.dev);
    expect(toolsOnly).toEqual(expect.arrayContaining(['vitest', 'esbuild', 'eslint']));
    const frontEnd = ['react', 'antd-mobile', '@rspack/core', 'typescript', 'tsx'];
    // A tool's own copy stays out; a runtime package may still carry its own nested copy of a
    // package the tools also use (@formatjs/intl's message parser).
    const locations = packages.map((file) =>
      file.path.replace(/^\/app\//, '').replace(/\/\*\*$/, ''),
    );
    for (const name of toolsOnly) {
      expect(locations, `${name} is not for the runtime`).not.toContain(`node_modules/${name}`);
    }
    for (const name of frontEnd) {
      expect(names, `${name} is not for the runtime`).not.toContain(name);
    }
    for (const file of packages) {
      const location = file.path.replace(/^\/app\//, '').replace(/\/\*\*$/, '');
      expect(lock.packages[location]?.dev, location).not.toBe(true);
      expect(file.origin).toMatch(/--omit=dev --workspace services/);
    }
    for (const file of paths(api)) expect(file).not.toMatch(/\.tsx?$|\/src\//);
  });

  it('runs as the unprivileged user node', () => {
    expect(api.user).toBe('node');
  });
});

describe('the web image', () => {
  const web = stage('web');

  it('holds the six built front ends, without source maps, and nothing else', () => {
    expect(paths(web)).toEqual(FRONT_ENDS.map((name) => `/usr/share/nginx/html/${name}/**`).sort());
    for (const file of web.files.values()) {
      expect(file.origin).toBe('npm run build');
      expect(file.sourceMaps, file.path).toBe(false);
    }
  });

  it('is nginx running as an unprivileged user', () => {
    expect(web.from).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(web.user).toBe('nginx');
  });
});

describe('the listing', () => {
  it('follows the Dockerfile: every stage is known and the build stage builds every package', () => {
    expect([...stages.keys()]).toEqual(['build', 'api-deps', 'api', 'web-files', 'web']);
    const built = paths(stage('build')).filter((file) => file.endsWith('/dist/**'));
    expect(built).toEqual(
      expect.arrayContaining([
        '/app/services/dist/**',
        ...FRONT_ENDS.map((name) => `/app/${name}/dist/**`),
      ]),
    );
  });
});
