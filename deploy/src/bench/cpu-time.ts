import { readdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';

/**
 * CPU time spent by this process and by the processes it started (the embedded PostgreSQL and its backends),
 * read from /proc: on a machine shared with other work, CPU milliseconds per request compare runs better than
 * throughput, which depends on how much of the machine the run got.
 */
export interface CpuTime {
  processMs: number;
  /** Per descendant process (the embedded PostgreSQL and its backends), when /proc can be read; empty otherwise. */
  children: Map<number, number>;
  /** The child process `apart` (a load generator) and its descendants, counted apart from `children`. */
  apart: Map<number, number>;
}

const TICKS_PER_SECOND = 100;

export async function cpuTime(apart?: number): Promise<CpuTime> {
  const usage = process.cpuUsage();
  const processMs = (usage.user + usage.system) / 1000;
  const stats = await processStats();
  const apartTree = apart === undefined ? new Map<number, number>() : tree(stats, apart, true);
  const children = tree(stats, process.pid, false);
  for (const pid of apartTree.keys()) children.delete(pid);
  return { processMs, children, apart: apartTree };
}

/**
 * CPU milliseconds spent between two readings: by this process, its other descendants and the `apart` process.
 * Counted per process, so a process that ended in between (a PostgreSQL backend whose idle connection closed)
 * takes nothing away; one that started counts from zero.
 */
export function cpuBetween(before: CpuTime, after: CpuTime) {
  const spent = (earlier: Map<number, number>, later: Map<number, number>) =>
    [...later].reduce((sum, [pid, ms]) => sum + ms - (earlier.get(pid) ?? 0), 0);
  return {
    processMs: after.processMs - before.processMs,
    childrenMs: spent(before.children, after.children),
    apartMs: spent(before.apart, after.apart),
  };
}

/**
 * What a run cost: CPU milliseconds per request of this process, of its PostgreSQL and of the load generator
 * (when it runs in a child process), and the machine's load.
 */
export function cpuCost(before: CpuTime, after: CpuTime, requests: number) {
  const per = (ms: number) => Math.round((ms / requests) * 1000) / 1000;
  const spent = cpuBetween(before, after);
  return {
    processCpuMsPerRequest: per(spent.processMs),
    postgresCpuMsPerRequest: per(spent.childrenMs),
    loadGeneratorCpuMsPerRequest: per(spent.apartMs),
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

/** CPU milliseconds per process of the descendants of `root` (and of `root` itself when `withRoot`). */
function tree(stats: ProcessStats, root: number, withRoot: boolean): Map<number, number> {
  const isDescendant = (pid: number): boolean => {
    for (let current = stats.get(pid)?.parent; current !== undefined && current > 1; current = stats.get(current)?.parent) {
      if (current === root) return true;
    }
    return false;
  };
  const found = new Map<number, number>();
  if (withRoot && stats.has(root)) found.set(root, stats.get(root)!.ms);
  for (const [pid, stat] of stats) if (isDescendant(pid)) found.set(pid, stat.ms);
  return found;
}
