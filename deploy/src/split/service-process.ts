import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '@fleetcheck/platform';

export const SERVICE_NAMES = ['command-api', 'query-api', 'projections', 'workers'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Longest wait for a service's graceful stop before it is killed. */
const STOP_LIMIT_MS = 20_000;
const HEALTH_POLL_MS = 200;

export interface ServiceProcessOptions {
  name: ServiceName;
  /** The monorepo root: the service runs `<root>/<name>/src/main.ts` through tsx. */
  repoRoot: string;
  /** The whole environment of the child (PORT and HOST are set here). */
  env: Record<string, string | undefined>;
  stdio: 'inherit' | 'ignore';
  /** Called when the process ends without having been asked to (a crash, or a kill from outside). */
  onUnexpectedExit?: (service: ServiceProcess, code: number | null, signal: NodeJS.Signals | null) => void;
}

/**
 * One service as its own Node process on a fixed port (kept across restarts, so the web entry's routes stay
 * valid). Start, kill with any signal, restart, and stop gracefully (SIGTERM, then SIGKILL past a limit).
 */
export class ServiceProcess {
  readonly name: ServiceName;
  private child: ChildProcess | undefined;
  private exit: Promise<number | null> = Promise.resolve(null);
  private port = 0;
  /** Set while this object itself ends the process (kill, stop), so that exit is expected. */
  private ending = false;
  private answered = false;

  constructor(private readonly options: ServiceProcessOptions) {
    this.name = options.name;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Running, and its health has answered 200 since it was (re)started. */
  get ready(): boolean {
    return this.running && this.answered;
  }

  /** Starts the process and resolves once its /health answers 200; fails if it exits first or `limitMs` passes. */
  async start(limitMs = 120_000): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running`);
    if (this.port === 0) this.port = await findFreePort();
    const cwd = path.join(this.options.repoRoot, this.name);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd,
      env: { ...this.options.env, PORT: String(this.port), HOST: '127.0.0.1' },
      // The IPC channel tells the service when this process is gone, however it ended (runService stops then).
      stdio: ['ignore', this.options.stdio, this.options.stdio, 'ipc'],
    });
    this.child = child;
    this.ending = false;
    this.answered = false;
    this.exit = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        resolve(signal ? null : code);
        if (!this.ending) this.options.onUnexpectedExit?.(this, code, signal);
      }),
    );
    await this.waitHealthy(limitMs);
    this.answered = true;
  }

  async waitHealthy(limitMs: number): Promise<void> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      if (!this.running) throw new Error(`${this.name} exited before it was ready (exit code ${this.child?.exitCode})`);
      if (await this.healthy()) return;
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready within ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
  }

  async healthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.url}/health`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  /** Sends `signal` (SIGKILL for a crash) and resolves with the exit code (null when a signal ended it). */
  async kill(signal: NodeJS.Signals): Promise<number | null> {
    if (this.running) {
      this.ending = true;
      this.child!.kill(signal);
    }
    return this.exit;
  }

  /** SIGTERM, then SIGKILL if the process has not exited within STOP_LIMIT_MS; resolves with the exit code. */
  async stop(): Promise<number | null> {
    if (!this.running) return this.exit;
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), STOP_LIMIT_MS);
    try {
      return await this.kill('SIGTERM');
    } finally {
      clearTimeout(timer);
    }
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}
