import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags of every Chromium the browser suites drive. The fake media flags give getUserMedia a generated camera
 * and microphone and grant the permission without a prompt (for the suites of the driver app and the live
 * confirmation; no other suite asks for media).
 */
export const chromiumLaunchArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export interface OpenedBrowser {
  readonly browser: Browser;
  /** Closes what the caller opened: its contexts on the shared browser, or its own browser. */
  release(): Promise<void>;
}

let shared: Promise<Browser> | undefined;

const launch = (args: readonly string[]) => chromium.launch({ executablePath: chromiumPath, headless: true, args: [...args] });

/**
 * The test process's Chromium, launched by the first suite that asks and kept for the next ones: the deploy tests
 * share one module registry per worker (vitest.config.ts), so every browser suite of a run uses one browser instead
 * of a launch and a close per file. It is a local browser (not a connection to a browser server), so downloads keep
 * their paths; Playwright ends it when the test process exits. A caller that needs flags the shared one lacks gets
 * a browser of its own. Suites run one after another in a worker: `release()` closes every context then open,
 * which are the caller's.
 */
export async function openBrowser(extraArgs: readonly string[] = []): Promise<OpenedBrowser> {
  const ownFlags = extraArgs.filter((flag) => !chromiumLaunchArgs.includes(flag));
  if (ownFlags.length > 0) {
    const browser = await launch([...chromiumLaunchArgs, ...ownFlags]);
    return { browser, release: () => browser.close().catch(() => undefined) };
  }
  const current = shared && (await shared.catch(() => undefined));
  if (!current?.isConnected()) shared = launch(chromiumLaunchArgs);
  const browser = await shared!;
  return {
    browser,
    async release() {
      await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
    },
  };
}
