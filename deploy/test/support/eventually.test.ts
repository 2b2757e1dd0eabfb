import { describe, expect, it } from 'vitest';
import { eventually } from './eventually.js';

describe('eventually', () => {
  it('returns the first value the probe gives', async () => {
    let calls = 0;
    const value = await eventually('a value', async () => (++calls < 2 ? undefined : 'ready'), 5_000);
    expect(value).toBe('ready');
    expect(calls).toBe(2);
  });

  it('on timeout reports the last error the probe threw', async () => {
    let calls = 0;
    const probe = async (): Promise<string | undefined> => {
      calls += 1;
      throw new Error(`row missing (attempt ${calls})`);
    };
    const failure = await eventually('the row', probe, 300).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(`gave up waiting for the row; last error: row missing (attempt ${calls})`);
    expect(((failure as Error).cause as Error).message).toBe(`row missing (attempt ${calls})`);
  });

  it('on timeout without an error says only what it waited for', async () => {
    await expect(eventually('nothing', async () => undefined, 300)).rejects.toThrow(/^gave up waiting for nothing$/);
  });
});
