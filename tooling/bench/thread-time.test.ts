import { describe, expect, it } from 'vitest';
import { atThreadTime } from '../../bench/thread-time';
import type { TraceEvent } from '../../bench/trace-tasks';

const PAGE = { pid: 7, tid: 1 };
const event = (e: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent => ({
  ph: 'X',
  ...PAGE,
  ...e,
});

/** A renderer's main thread by name, and its tasks: the second waited half its time. */
function trace(): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
    event({ name: 'RunTask', ts: 1_000, dur: 10_000, tdur: 10_000 }),
    event({ name: 'RunTask', ts: 20_000, dur: 100_000, tdur: 50_000 }),
    event({ name: 'EvaluateScript', ts: 30_000, dur: 60_000 }),
    event({ name: 'FunctionCall', ts: 40_000, dur: 20_000 }),
    event({ name: 'RunTask', ts: 200_000, dur: 80_000, tdur: 80_000 }),
    // Mostly asleep; 8 ms on a core block at 8× (64 ms): kept at the 10 ms Lantern keeps.
    event({ name: 'RunTask', ts: 300_000, dur: 30_000, tdur: 8_000 }),
    // Mostly asleep; 2 ms on a core cannot block at 8× (16 ms): shrunk to them.
    event({ name: 'RunTask', ts: 400_000, dur: 30_000, tdur: 2_000 }),
    // Another process's thread is left alone.
    { name: 'RunTask', ph: 'X', pid: 9, tid: 1, ts: 20_000, dur: 100_000, tdur: 1_000 },
  ];
}

describe('atThreadTime', () => {
  it("shrinks the page thread's tasks to their time on a core, and what ran inside them", () => {
    const events = trace();
    expect(atThreadTime(events, 8)).toEqual({ wallUs: 250_000, cpuUs: 150_000 });
    const byName = (name: string, pid = 7) =>
      events.filter((e) => e.name === name && e.pid === pid).map((e) => [e.ts, e.dur]);
    expect(byName('RunTask')).toEqual([
      [1_000, 10_000],
      [20_000, 50_000],
      [200_000, 80_000],
      [300_000, 10_000],
      [400_000, 2_000],
    ]);
    // Inside the halved task: starts and lengths halved from its start, so nesting holds.
    expect(byName('EvaluateScript')).toEqual([[25_000, 30_000]]);
    expect(byName('FunctionCall')).toEqual([[30_000, 10_000]]);
    expect(byName('RunTask', 9)).toEqual([[20_000, 100_000]]);
  });

  it('leaves a trace it shrank as it is', () => {
    const events = trace();
    atThreadTime(events, 8);
    const once = JSON.stringify(events);
    expect(atThreadTime(events, 8)).toEqual({ wallUs: 152_000, cpuUs: 150_000 });
    expect(JSON.stringify(events)).toBe(once);
  });
});
