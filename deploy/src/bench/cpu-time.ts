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
  /** The child process `apart` (a load generator) with its descendants, counted apart from childrenMs. */
  apartMs: number;
}

const TICKS_PER_SECOND = 100;

export async function cpuTime(apart?: number): Promise<CpuTime> {
  const usage = process.cpuUsage();
  const processMs = (usage.user + usage.system) / 1000;
  const stats = await processStats();
  const apartMs = apart === undefined ? 0 : treeMs(stats, apart, true);
  return { processMs, childrenMs: treeMs(stats, process.pid, false) - apartMs, apartMs };
}

/**
 * What a run cost: CPU milliseconds per request of this process, of its PostgreSQL and of the load generator
 * (when it runs in a child process), and the machine's load.
 */
export function cpuCost(before: CpuTime, after: CpuTime, requests: number) {
  const per = (ms: number) => Math.round((ms / requests) * 1000) / 1000;
  return {
    processCpuMsPerRequest: per(after.processMs - before.processMs),
    postgresCpuMsPerRequest: per(after.childrenMs - before.childrenMs),
    loadGeneratorCpuMsPerRequest: per(after.apartMs - before.apartMs),
    machineLoadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
  };
}

type ProcessStats = Map<number, { parent: number; ms: number }>;

async function processStats(): Promise<ProcessStats> {
  const stats: ProcessStats = new Map();
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return stats;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    if (!text) continue;
    // Fields after the command name (which may hold spaces) start at state: ppid is 4th, utime 14th, stime 15th.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    stats.set(Number(entry), { parent: Number(fields[1]), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND });
  }
  return stats;
}

/** CPU milliseconds of the descendants of `root` (and of `root` itself when `withRoot`). */
function treeMs(stats: ProcessStats, root: number, withRoot: boolean): number {
  const isDescendant = (pid: number): boolean => {
    for (let current = stats.get(pid)?.parent; current !== undefined && current > 1; current = stats.get(current)?.parent) {
      if (current === root) return true;
    }
    return false;
  };
  let total = withRoot ? (stats.get(root)?.ms ?? 0) : 0;
  for (const [pid, stat] of stats) if (isDescendant(pid)) total += stat.ms;
  return total;
}
