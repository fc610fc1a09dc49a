/** What a bench run prints first (the machine) and last (the budgets exceeded, if any). */
import { cpus, loadavg, totalmem } from 'node:os';
import type { Breach } from './budgets';

export function printMachine() {
  const cpu = cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at start\n`,
  );
}

/** Prints the breaches by route, and sets a failing exit code when there is any. */
export function report(breaches: Breach[]) {
  if (breaches.length > 0) {
    console.log('Over budget:');
    console.table(breaches);
    const byRoute = new Map<string, string[]>();
    for (const b of breaches) byRoute.set(b.route, [...(byRoute.get(b.route) ?? []), b.what]);
    console.log(`${byRoute.size} route(s) over budget:`);
    for (const [route, what] of byRoute)
      console.log(`  ${route}: ${[...new Set(what)].join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every budget holds.');
  }
}
