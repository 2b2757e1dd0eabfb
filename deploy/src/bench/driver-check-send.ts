import type { Browser, BrowserContext } from 'playwright-core';

/**
 * How long the driver app takes to send a check (issue 34 item 6: under 1 s after tapping send on a normal
 * network): from the tap on 送信 to the screen saying the check is recorded, with both photos (Chromium's fake
 * camera) and the location, on a 390 px phone context without throttling. Each run is a new before-driving check
 * of the demo driver, taken through the check screens as a driver takes it.
 */
export const CHECK_SEND_BUDGET_MS = 1_000;

/** The flags that give Chromium a fake camera which needs no permission prompt (the browser is launched with them). */
export const FAKE_CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

const WAIT_MS = 30_000;

export async function checkSendTimes(
  browser: Browser,
  baseUrl: string,
  driverState: Awaited<ReturnType<BrowserContext['storageState']>>,
  runs: number,
): Promise<number[]> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState: driverState,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: { latitude: 35.6812, longitude: 139.7671, accuracy: 20 },
    permissions: ['geolocation', 'camera'],
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: 'language', value: 'ja', url: baseUrl }]);
  const page = await context.newPage();
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      await page.goto('/driver-app');
      await page.getByRole('button', { name: 'チェックを行う' }).click({ timeout: WAIT_MS });
      await page.getByLabel('運転前', { exact: true }).check();
      await page.getByLabel('測定値（mg/l）').fill('0.00');
      await page.getByRole('button', { name: '次へ' }).click();
      // The display's photo with the back camera, then the face's with the front one (PhotoCapture's data-facing).
      for (const [camera, facing] of [
        ['camera', 'environment'],
        ['face camera', 'user'],
      ] as const) {
        // A frame of the fake camera has arrived before the photo is taken.
        const video = page.locator(`video[data-facing="${facing}"]`);
        const deadline = Date.now() + WAIT_MS;
        while ((await video.evaluate((frame: { videoWidth: number }) => frame.videoWidth)) === 0) {
          if (Date.now() > deadline) throw new Error(`no frame from the fake ${camera}`);
          await page.waitForTimeout(50);
        }
        await page.getByRole('button', { name: '撮影する' }).click();
      }
      await page.getByRole('button', { name: '位置情報を共有する' }).click();
      const send = page.getByRole('button', { name: '送信', exact: true });
      await send.waitFor();
      const started = performance.now();
      await send.click();
      await page.getByRole('heading', { name: 'チェックを記録しました' }).waitFor({ timeout: WAIT_MS });
      times.push(performance.now() - started);
    }
  } finally {
    await context.close();
  }
  return times;
}
