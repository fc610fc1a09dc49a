/**
 * A page's main-thread tasks at the time its thread ran on a core (`tdur`, the thread's own
 * CPU clock), not the time they took on the wall (`dur`). Lighthouse's simulation multiplies
 * each task's observed time by the CPU slowdown, as if every observed millisecond were the
 * page's work. Here the page's long tasks ran on a core for about half their wall time; the
 * rest (Linux's scheduler, `perf sched timehist`, on the thread) was mostly sleep: waiting for
 * V8 to finish compiling a script on a background thread (over localhost a script arrives at
 * once; over a phone's network it compiles while it downloads), for the browser's font service
 * at the first layout, for the garbage collector's helpers; and, on a busy machine, waiting for
 * a core (the servers, the database and the browser's other threads share two cores). That
 * part moves with what else the machine runs, not with the page.
 */
import { pageThread, TASK_NAMES, type TraceEvent } from './trace-tasks';

/**
 * Lantern drops a task of under 10 ms from its simulation (SIGNIFICANT_DUR_THRESHOLD_MS of its
 * page graph: at its 4× such a task cannot block), whatever the slowdown. At a calibrated
 * slowdown over 5× one can: a task whose time on a core would block at the slowdown (over
 * BLOCKING_MS once multiplied) is not shrunk below 10 ms, so it counts, at most 10 ms less its
 * own work more. A task that cannot block at the slowdown shrinks to its own time, and Lantern
 * may drop it, as it drops any short task.
 */
const LANTERN_KEEPS_US = 10_000;
const BLOCKING_MS = 50;

/** What the thread's tasks had: their wall time and their time on a core (µs). */
export interface ThreadTime {
  wallUs: number;
  cpuUs: number;
}

/**
 * Shrinks each of the page thread's tasks to its time on a core (one that would block at
 * `slowdown` not below LANTERN_KEEPS_US), and what ran inside it in proportion (starts and
 * lengths alike, so nesting and order hold); later events keep their times. The events are
 * changed in place; a trace shrunk once at a slowdown is left as it is (idempotent).
 */
export function atThreadTime(events: TraceEvent[], slowdown: number): ThreadTime {
  const blocksFromUs = (BLOCKING_MS * 1000) / slowdown;
  const thread = pageThread(events);
  const onThread = events.filter((e) => `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts);
  const time: ThreadTime = { wallUs: 0, cpuUs: 0 };
  let i = 0;
  while (i < onThread.length) {
    const task = onThread[i++]!;
    if (task.ph !== 'X' || !TASK_NAMES.has(task.name) || !task.dur || task.tdur === undefined) {
      continue;
    }
    const start = task.ts;
    const end = start + task.dur;
    time.wallUs += task.dur;
    time.cpuUs += Math.min(task.tdur, task.dur);
    const kept =
      task.tdur > blocksFromUs
        ? Math.max(task.tdur, Math.min(task.dur, LANTERN_KEEPS_US))
        : task.tdur;
    const share = Math.min(1, kept / task.dur);
    // Everything that started inside it, a task nested in it (a nested run loop) included.
    for (; i < onThread.length && onThread[i]!.ts < end; i++) {
      const e = onThread[i]!;
      e.ts = start + (e.ts - start) * share;
      if (e.dur !== undefined) e.dur *= share;
    }
    task.dur *= share;
  }
  return time;
}
