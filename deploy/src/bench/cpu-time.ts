import { readdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';

/**
 * CPU time spent by this process and by the processes it started (the embedded PostgreSQL and its backends),
 * read from /proc: on a machine shared with other work, CPU milliseconds per request compare runs better than
 * throughput, which depends on how much of the machine the run got.
 */
export interface CpuTime {
  processMs: number;
  /** Descendant processes (the embedded PostgreSQL), when /proc can be read; 0 otherwise. */
  childrenMs: number;
}

const TICKS_PER_SECOND = 100;

export async function cpuTime(): Promise<CpuTime> {
  const usage = process.cpuUsage();
  return { processMs: (usage.user + usage.system) / 1000, childrenMs: await descendantsMs(process.pid) };
}

/** What a run cost: CPU milliseconds per request of this process and of its PostgreSQL, and the machine's load. */
export function cpuCost(before: CpuTime, after: CpuTime, requests: number) {
  const per = (ms: number) => Math.round((ms / requests) * 1000) / 1000;
  return {
    processCpuMsPerRequest: per(after.processMs - before.processMs),
    postgresCpuMsPerRequest: per(after.childrenMs - before.childrenMs),
    machineLoadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
  };
}

async function descendantsMs(root: number): Promise<number> {
  const stats = new Map<number, { parent: number; ms: number }>();
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    if (!text) continue;
    // Fields after the command name (which may hold spaces) start at state: ppid is 4th, utime 14th, stime 15th.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    stats.set(Number(entry), { parent: Number(fields[1]), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND });
  }
  const isDescendant = (pid: number): boolean => {
    for (let current = stats.get(pid)?.parent; current !== undefined && current > 1; current = stats.get(current)?.parent) {
      if (current === root) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, stat] of stats) if (isDescendant(pid)) total += stat.ms;
  return total;
}
