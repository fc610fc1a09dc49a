/**
 * What each image of the Dockerfile contains, worked out without a Docker engine: the build
 * context is the repository less `.dockerignore`; each stage starts from its base (whose own
 * files are not listed) and gains files by COPY (from the context or an earlier stage) and by
 * the RUN steps this repository uses, whose results are known:
 * - `npm ci …` installs the packages package-lock.json resolves for it (with `--omit=dev
 *   --workspace W`, the production dependencies of W alone);
 * - `npm run build` writes each workspace's `dist/` (source maps included);
 * - `find D -name '*.map' -delete` drops the source maps under D.
 * Any other RUN step is an error, so that a new step is described here before it is trusted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { DockerfileParser, type Copy } from 'dockerfile-ast';

export interface ImageFile {
  /** Absolute path in the image; a folder of generated files ends in `/**`. */
  path: string;
  /** Where it comes from: `context`, `npm ci …` (with the package), `npm run build`. */
  origin: string;
  /** For build output: whether source maps are among the files. */
  sourceMaps?: boolean;
  /** For an npm package: its name as installed. */
  npmPackage?: string;
}

export interface Stage {
  name: string;
  /** The base image, or the earlier stage it continues. */
  from: string;
  files: Map<string, ImageFile>;
  /** The last USER, if any (the base image's user otherwise). */
  user?: string;
  cmd?: string[];
}

interface Lockfile {
  packages: Record<
    string,
    {
      dev?: boolean;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
      link?: boolean;
      resolved?: string;
    }
  >;
}

/** The repository's files that the build context holds (paths relative to the repository). */
export function contextFiles(repo: string): string[] {
  const ignored = dockerignore({ ignorecase: false }).add(
    readFileSync(path.join(repo, '.dockerignore'), 'utf8'),
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repo, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (ignored.ignores(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/** Every stage of the Dockerfile with the files it holds. */
export function imageStages(repo: string, dockerfile = 'Dockerfile'): Map<string, Stage> {
  const context = contextFiles(repo);
  const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as Lockfile;
  const parsed = DockerfileParser.parse(readFileSync(path.join(repo, dockerfile), 'utf8'));
  const stages = new Map<string, Stage>();
  let stage: Stage | undefined;
  let workdir = '/';

  for (const instruction of parsed.getInstructions()) {
    const keyword = instruction.getKeyword();
    const args = instruction.getArguments().map((a) => a.getValue());
    if (keyword === 'FROM') {
      const [image, as, name] = args;
      if (!image || as?.toUpperCase() !== 'AS' || !name) throw new Error('FROM <image> AS <name>');
      const previous = stages.get(image);
      stage = {
        name,
        from: image,
        files: new Map(previous?.files ?? []),
        user: previous?.user,
      };
      workdir = '/';
      stages.set(name, stage);
      continue;
    }
    if (!stage) throw new Error(`${keyword} before FROM`);
    switch (keyword) {
      case 'WORKDIR':
        workdir = path.posix.resolve(workdir, args[0]!);
        break;
      case 'USER':
        stage.user = args[0];
        break;
      case 'CMD':
        stage.cmd = JSON.parse(instruction.getArgumentsContent() ?? '[]') as string[];
        break;
      case 'COPY': {
        // Flags (--from, --chown) are not among the arguments.
        const fromFlag = (instruction as Copy).getFromFlag()?.getValue() ?? undefined;
        const operands = [...args];
        const dest = operands.pop()!;
        const source = fromFlag ? stages.get(fromFlag) : undefined;
        if (fromFlag && !source) throw new Error(`COPY --from=${fromFlag}: no such stage`);
        for (const operand of operands) {
          copy(stage, workdir, operand, dest, operands.length > 1, source, context);
        }
        break;
      }
      case 'RUN':
        run(stage, workdir, instruction.getArgumentsContent() ?? '', lock, repo);
        break;
      case 'ENV':
      case 'EXPOSE':
      case 'ARG':
      case 'LABEL':
      case 'HEALTHCHECK':
        break;
      default:
        throw new Error(`${keyword}: not described by image-files.ts`);
    }
  }
  return stages;
}

function copy(
  stage: Stage,
  workdir: string,
  operand: string,
  dest: string,
  several: boolean,
  source: Stage | undefined,
  context: string[],
) {
  const target = path.posix.resolve(workdir, dest);
  const intoFolder = dest.endsWith('/') || dest === '.' || several;
  const available: ImageFile[] = source
    ? [...source.files.values()]
    : context.map((file) => ({ path: `/${file}`, origin: 'context' }));
  const from = path.posix.resolve('/', operand);
  let copied = 0;
  for (const file of available) {
    let relative: string | undefined;
    if (file.path === from) {
      relative = intoFolder ? path.posix.basename(from) : '';
    } else if (from === '/' || file.path.startsWith(`${from}/`)) {
      relative = file.path.slice(from === '/' ? 1 : from.length + 1);
    }
    if (relative === undefined) continue;
    const destination = relative ? path.posix.join(target, relative) : target;
    stage.files.set(destination, { ...file, path: destination });
    copied += 1;
  }
  if (copied === 0) throw new Error(`COPY ${operand}: nothing matches`);
}

function run(stage: Stage, workdir: string, command: string, lock: Lockfile, repo: string) {
  for (const step of command.split('&&').map((s) => s.trim())) {
    const words = step.split(/\s+/);
    if (words[0] === 'npm' && words[1] === 'ci') {
      const omitDev = words.includes('--omit=dev');
      const flag = words.indexOf('--workspace');
      const workspace = flag === -1 ? undefined : words[flag + 1];
      if (workspace && !words.includes('--include-workspace-root=false')) {
        throw new Error('npm ci --workspace without --include-workspace-root=false');
      }
      for (const name of installedPackages(lock, omitDev, workspace)) {
        const file = path.posix.join(workdir, name, '**');
        stage.files.set(file, { path: file, origin: step, npmPackage: packageName(name) });
      }
    } else if (words[0] === 'npm' && words[1] === 'run' && words[2] === 'build') {
      for (const workspace of workspacesWithBuild(repo)) {
        const file = path.posix.join(workdir, workspace, 'dist/**');
        stage.files.set(file, { path: file, origin: step, sourceMaps: true });
      }
    } else if (words[0] === 'find' && words[2] === '-name' && words[4] === '-delete') {
      const [dir, pattern] = [words[1]!, words[3]!.replace(/'/g, '')];
      if (pattern !== '*.map') throw new Error(`find -name ${pattern}: not described`);
      for (const file of stage.files.values()) {
        if (file.path.startsWith(`${dir}/`) && file.sourceMaps) file.sourceMaps = false;
        if (file.path.startsWith(`${dir}/`) && file.path.endsWith('.map')) {
          stage.files.delete(file.path);
        }
      }
    } else {
      throw new Error(`RUN ${step}: not described by image-files.ts`);
    }
  }
}

/** `node_modules/a/node_modules/b` → `b`; `node_modules/@s/c` → `@s/c`. */
function packageName(location: string): string {
  return location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/**
 * The lockfile locations `npm ci` installs: every package, or with `omitDev` and a workspace
 * the production dependency tree of that workspace (resolved as Node resolves: the nearest
 * node_modules folder first).
 */
export function installedPackages(lock: Lockfile, omitDev: boolean, workspace?: string): string[] {
  const all = Object.keys(lock.packages).filter((key) => key.includes('node_modules/'));
  if (!workspace) return all.filter((key) => !(omitDev && lock.packages[key]!.dev)).sort();

  const found = new Set<string>();
  const resolve = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!dir) return undefined;
    }
  };
  const visit = (location: string) => {
    const entry = lock.packages[location];
    if (!entry) return;
    const needed = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...Object.fromEntries(
        Object.entries(entry.peerDependencies ?? {}).filter(
          ([name]) => !entry.peerDependenciesMeta?.[name]?.optional,
        ),
      ),
    };
    for (const name of Object.keys(needed)) {
      const target = resolve(location, name);
      if (!target || found.has(target)) continue;
      found.add(target);
      const linked = lock.packages[target]!;
      // A workspace link (`node_modules/@minesite/x` → `x`) is followed to its folder.
      visit(linked.link ? (linked.resolved ?? target) : target);
    }
  };
  visit(workspace);
  return [...found].filter((key) => key.includes('node_modules/')).sort();
}

function workspacesWithBuild(repo: string): string[] {
  const root = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return root.workspaces.filter((workspace) => {
    const pkg = JSON.parse(readFileSync(path.join(repo, workspace, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return Boolean(pkg.scripts?.build);
  });
}
