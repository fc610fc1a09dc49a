/**
 * The CPU time of the bench and of every process it started (their own children too), by
 * role, read from Linux's /proc. On a machine of two cores the load generator, the database
 * and the service share the CPU: when they keep it busy, a call's rate is the cores over the
 * CPU all of them spend on it, and a row's ratio is what the two sides' CPU per call allows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Role = 'bench' | 'service' | 'database' | 'other';

/** A figure for each role found (CPU seconds, or ms of CPU a call). */
export type ByRole = Partial<Record<Role, number>>;

/** Clock ticks a second in /proc's figures (USER_HZ, 100 on Linux's every architecture). */
const TICKS = 100;

interface ProcessStat {
  pid: number;
  parent: number;
  seconds: number;
}

function statOf(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name in parentheses: state, parent, …, utime (14th), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      parent: Number(fields[1]),
      seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
    };
  } catch {
    return undefined; // gone meanwhile
  }
}

function roleOf(pid: number): Role {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (args.some((arg) => arg.endsWith(path.join('dist', 'main.js')))) return 'service';
    if (/^(ferretdb|mongod)/.test(path.basename(args[0] ?? ''))) return 'database';
  } catch {
    // gone meanwhile
  }
  return 'other';
}

function descendants(): ProcessStat[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
  const stats = pids.map(statOf).filter((stat): stat is ProcessStat => stat !== undefined);
  const mine = new Set([process.pid]);
  // Parents before their children is not guaranteed by pid order: repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) {
      if (!mine.has(stat.pid) && mine.has(stat.parent)) {
        mine.add(stat.pid);
        grew = true;
      }
    }
  }
  return stats.filter((stat) => stat.pid !== process.pid && mine.has(stat.pid));
}

/**
 * The CPU seconds spent so far by the bench (this process) and by each role it started; the
 * bench's own alone where /proc is missing.
 */
export function cpuSeconds(): ByRole {
  const own = process.cpuUsage();
  const spent: ByRole = { bench: (own.user + own.system) / 1e6 };
  for (const stat of descendants()) {
    const role = roleOf(stat.pid);
    spent[role] = (spent[role] ?? 0) + stat.seconds;
  }
  return spent;
}

/** What each role spent between two readings. */
export function cpuSince(before: ByRole, after: ByRole = cpuSeconds()): ByRole {
  const spent: ByRole = {};
  for (const role of Object.keys(after) as Role[]) {
    spent[role] = Math.max(0, (after[role] ?? 0) - (before[role] ?? 0));
  }
  return spent;
}

/** The sum of two spendings, role by role. */
export function addCpu(a: ByRole, b: ByRole): ByRole {
  const sum: ByRole = { ...a };
  for (const role of Object.keys(b) as Role[]) sum[role] = (sum[role] ?? 0) + (b[role] ?? 0);
  return sum;
}
