import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuTime } from './cpu-time';
import type { LoadOrder, LoadReport, RunOf } from './load-generator';

/** The load generator's own process, with this process's loader (tsx) but not its profiler flags, once it is ready. */
export async function startLoadGenerator(): Promise<ChildProcess> {
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--cpu-prof') && !flag.startsWith('--inspect'));
  const generator = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], { execArgv, stdio: 'inherit' });
  await answerOf(generator);
  return generator;
}

/**
 * Runs one order in `generator`; the CPU times (the generator's apart) are taken before the first request and
 * after the last answer, while the generator, waiting for its next order or to be let go, can still be read.
 */
export async function runLoadGenerator<O extends LoadOrder>(generator: ChildProcess, order: O) {
  const cpuBefore = await cpuTime(generator.pid);
  const answer = answerOf(generator);
  generator.send(order);
  const report = await answer;
  if (report.kind !== 'done') throw new Error(`the load generator failed: ${report.kind === 'failed' ? report.message : report.kind}`);
  const cpuAfter = await cpuTime(generator.pid);
  return { run: report.run as RunOf<O>, cpuBefore, cpuAfter };
}

function answerOf(generator: ChildProcess): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const stopped = (code: number | null) => reject(new Error(`the load generator stopped (exit code ${code})`));
    generator.once('exit', stopped);
    generator.once('message', (report: LoadReport) => {
      generator.off('exit', stopped);
      resolve(report);
    });
  });
}
