// The tools the Helm chart's test (helm-chart.test.ts) runs: helm to lint and render
// deploy/helm, kube-score for its best-practice check. Built once with `go install` from the
// Go module proxy (no binary download) and kept under .cache/bin, one file per pinned version,
// as FerretDB is; `npm test` builds them before the tests (chart-tools-cli.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { isExecutable } from '../launcher/ferretdb-build.js';

export const CHART_TOOLS = {
  helm: { module: 'helm.sh/helm/v3/cmd/helm', version: 'v3.19.5' },
  'kube-score': { module: 'github.com/zegl/kube-score/cmd/kube-score', version: 'v1.20.0' },
} as const;
export type ChartTool = keyof typeof CHART_TOOLS;

/** Where the built `tool` lives: its name and version, so a new pin builds afresh. */
export function chartToolPath(repo: string, tool: ChartTool): string {
  return path.join(repo, '.cache', 'bin', `${tool}-${CHART_TOOLS[tool].version}`);
}

/** Builds every tool that is not there yet; returns their paths. */
export async function ensureChartTools(
  repo: string,
  log: (line: string) => void,
): Promise<Record<ChartTool, string>> {
  const paths = {} as Record<ChartTool, string>;
  for (const tool of Object.keys(CHART_TOOLS) as ChartTool[]) {
    paths[tool] = chartToolPath(repo, tool);
    if (!(await isExecutable(paths[tool]))) await build(tool, paths[tool], log);
  }
  return paths;
}

async function build(tool: ChartTool, output: string, log: (line: string) => void) {
  const { module, version } = CHART_TOOLS[tool];
  log(`Building ${tool} ${version} into ${output} with Go (once; a few minutes)…`);
  // Into a folder of its own, then moved: a concurrent run never finds half a file.
  const binDir = await mkdtemp(`${output}.build-`);
  try {
    await promisify(execFile)('go', ['install', `${module}@${version}`], {
      env: { ...process.env, GOBIN: binDir, CGO_ENABLED: '0' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`go install ${module}@${version} failed: ${error.stderr ?? error.message}`);
    });
    await rename(path.join(binDir, tool), output);
  } finally {
    await rm(binDir, { recursive: true, force: true });
  }
}
