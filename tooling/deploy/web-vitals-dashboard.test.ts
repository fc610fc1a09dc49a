// The Grafana dashboard of real visitors' Core Web Vitals (compose and the chart provision it):
// each vital's 75th percentile per remote and route, from the histogram the API exposes, with
// Google's threshold as the line between good and not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const dashboard = JSON.parse(
  readFileSync(path.join(repo, 'tooling/deploy/grafana/dashboards/web-vitals.json'), 'utf8'),
) as {
  panels: {
    type: string;
    title: string;
    targets: { expr: string }[];
    fieldConfig: {
      defaults: { thresholds?: { steps: { value: number | null }[] } };
      overrides: { matcher: { options: string }; properties: { id: string; value: unknown }[] }[];
    };
  }[];
};

const THRESHOLDS = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };

describe('the web vitals dashboard', () => {
  it('charts each vital’s p75 per remote and route against its threshold', () => {
    for (const [metric, limit] of Object.entries(THRESHOLDS)) {
      const panel = dashboard.panels.find(
        (p) => p.type === 'timeseries' && p.title.startsWith(`${metric} `),
      );
      expect(panel, metric).toBeDefined();
      expect(panel!.targets[0]!.expr).toMatch(
        new RegExp(
          `^histogram_quantile\\(0\\.75, sum by \\(le, remote, route\\) \\(rate\\(minesite_web_vitals_bucket\\{metric="${metric}"`,
        ),
      );
      expect(panel!.fieldConfig.defaults.thresholds!.steps.at(-1)!.value).toBe(limit);
    }
  });

  it('tables the p75 of the whole range per remote and route, colouring what is past a threshold', () => {
    const table = dashboard.panels.find((p) => p.type === 'table')!;
    expect(table.targets.map((t) => t.expr)).toHaveLength(4);
    for (const [metric, limit] of Object.entries(THRESHOLDS)) {
      const override = table.fieldConfig.overrides.find((o) => o.matcher.options === metric)!;
      const thresholds = override.properties.find((p) => p.id === 'thresholds')!.value as {
        steps: { value: number | null }[];
      };
      expect(thresholds.steps.at(-1)!.value).toBe(limit);
    }
  });
});
