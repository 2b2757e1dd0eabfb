import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * While the local system runs, it tells other tools on the same machine (the audit CLI) where its stores are:
 * `<data dir>/local-system.json`, readable by its owner only (it names the database, and for ESDB its URL).
 * It is removed on an orderly stop; a file left by a crash names a process that no longer runs.
 */
export const CONNECTION_FILE = 'local-system.json';

const connectionSchema = z.object({ databaseUrl: z.string().min(1), esdbUrl: z.string().optional(), pid: z.number().int() });
export type LocalConnection = z.infer<typeof connectionSchema>;

export const connectionFileOf = (dataDir: string): string => path.resolve(dataDir, CONNECTION_FILE);

export async function writeConnectionFile(dataDir: string, connection: LocalConnection): Promise<void> {
  const file = connectionFileOf(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(connection), { mode: 0o600 });
  // A file that existed keeps its old mode through writeFile: owner-only either way.
  await chmod(file, 0o600);
}

export async function removeConnectionFile(dataDir: string, pid = process.pid): Promise<void> {
  const current = await readConnectionFile(dataDir);
  if (current?.pid === pid) await rm(connectionFileOf(dataDir), { force: true });
}

const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The running local system's connection, or undefined when none runs on this data directory. */
export async function readConnectionFile(dataDir: string): Promise<LocalConnection | undefined> {
  let raw: string;
  try {
    raw = await readFile(connectionFileOf(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = connectionSchema.safeParse(JSON.parse(raw));
  return parsed.success && running(parsed.data.pid) ? parsed.data : undefined;
}
