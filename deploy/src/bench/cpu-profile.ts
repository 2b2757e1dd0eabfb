import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/**
 * A CPU profile of this process's main thread over one part of a run (the measured window, not start-up),
 * written as a .cpuprofile file (Chrome DevTools, speedscope). `file` undefined: nothing is recorded.
 */
export async function profileWhile<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  }
}
