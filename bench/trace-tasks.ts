/**
 * The long tasks of a Chrome trace's page thread (bench/boot-tasks.ts): each with what the
 * trace says ran in it and, from V8's sampling profiler (the trace category
 * `disabled-by-default-v8.cpu_profiler`), the functions that took its time.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (µs), when the trace records it. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** The largest pieces of work directly inside the task (e.g. `EvaluateScript startup.js`). */
  kind: string;
  /** The functions the profiler's samples found running, by their own time. */
  functions: { name: string; selfMs: number }[];
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const short = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60) : '';

/** The renderer thread that ran the most task time: the page's. */
export function pageThread(events: TraceEvent[]): string {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (TASK_NAMES.has(e.name) && mains.has(key))
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Every profiler sample of the thread: when (µs) and the function running (its own time). */
function samplesOf(events: TraceEvent[], thread: string) {
  const [pid, tid] = thread.split(':').map(Number);
  const starts = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid) {
      starts.set(e.id!, Number(e.args?.data?.startTime ?? e.ts));
    }
  }
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number; dur: number }[] = [];
  const clocks = new Map(starts);
  for (const e of events) {
    // A profile's id counts within its process: another renderer's chunks share the ids.
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !clocks.has(e.id!)) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    let clock = clocks.get(e.id!)!;
    ids.forEach((node, i) => {
      clock += deltas[i] ?? 0;
      const last = samples.at(-1);
      if (last) last.dur = clock - last.ts;
      samples.push({ ts: clock, node, dur: 0 });
    });
    clocks.set(e.id!, clock);
  }
  const nameOf = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return '?';
    const where = frame.url
      ? ` ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
      : '';
    return `${frame.functionName || '(anonymous)'}${where}`;
  };
  return samples.map((s) => ({ ...s, name: nameOf(s.node) }));
}

/** Tasks of the page's thread that the slowdown makes longer than 50 ms, in order. */
export function longTasks(events: TraceEvent[], slowdown: number, top = 6): LongTask[] {
  const thread = pageThread(events);
  const onThread = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X');
  const samples = samplesOf(events, thread);
  const origin = Math.min(...onThread.map((e) => e.ts));
  const tasks = onThread.filter((e) => TASK_NAMES.has(e.name) && (e.dur ?? 0) * slowdown > 50_000);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const pieces = inside
      .filter(
        (e) =>
          !inside.some(
            (o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!,
          ),
      )
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 3)
      .map((e) =>
        `${e.name} ${short(e.args?.data?.url)} ${Math.round((e.dur! * slowdown) / 1000)} ms`.replace(
          /\s+/g,
          ' ',
        ),
      );
    const self = new Map<string, number>();
    for (const s of samples) {
      if (s.ts >= task.ts && s.ts < end && s.name !== '(idle)')
        self.set(s.name, (self.get(s.name) ?? 0) + s.dur);
    }
    return {
      startMs: (task.ts - origin) / 1000,
      durationMs: task.dur! / 1000,
      kind: pieces.join('; '),
      functions: [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, us]) => ({ name, selfMs: us / 1000 })),
    };
  });
}
