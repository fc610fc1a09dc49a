/**
 * `npx tsx bench/boot-tasks.ts [/route ...]` (after `npm run build`): what blocks the main
 * thread while a route loads. One Lighthouse run per route (the bench's mobile preset) with V8's
 * sampling profiler in its trace; for each task that the preset's 4× slowdown makes long
 * (over 50 ms), its time, what kind of work it was (script evaluation of which file, a timer,
 * style and layout) and the functions the samples found in it, by their own time.
 */
import lighthouse from 'lighthouse';
import { startSite } from './full-site';
import { withChromium } from './lighthouse';
import { https, shellOrigin } from './options';
import { longTasks, type TraceEvent } from './trace-tasks';

interface BootupItem {
  url: string;
  scripting: number;
  scriptParseCompile: number;
}

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

async function main() {
  const site = await startSite();
  try {
    await withChromium(
      async (port) => {
        for (const route of routes.length > 0 ? routes : ['/', '/shop']) {
          const result = await lighthouse(
            `${shellOrigin}${route}`,
            { port, logLevel: 'error', onlyCategories: ['performance'] },
            {
              extends: 'lighthouse:default',
              settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
            },
          );
          if (!result) throw new Error(`lighthouse gave no result for ${route}`);
          const { lhr, artifacts } = result;
          const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4;
          console.log(
            `\n${route}: TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms, ` +
              `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}; tasks over 50 ms at ${slowdown}×:`,
          );
          const scripts =
            (lhr.audits['bootup-time']?.details as { items?: BootupItem[] }).items ?? [];
          console.log(
            '  main-thread time per script (scripting + parse/compile): ' +
              scripts
                .slice(0, 8)
                .map(
                  (s) =>
                    `${s.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(s.scripting)}+${Math.round(s.scriptParseCompile)}`,
                )
                .join(', '),
          );
          const events = (artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents;
          for (const task of longTasks(events, slowdown)) {
            console.log(
              `  ${Math.round(task.startMs)} ms: ${Math.round(task.durationMs * slowdown)} ms (${task.kind})`,
            );
            for (const f of task.functions)
              console.log(`      ${Math.round(f.selfMs * slowdown)} ms ${f.name}`);
          }
        }
      },
      https ? ['--ignore-certificate-errors'] : [],
    );
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
