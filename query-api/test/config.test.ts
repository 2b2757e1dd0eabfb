import { describe, expect, it } from 'vitest';
import { loadEnv } from '@fleetcheck/platform';
import { queryApiEnvSchema } from '../src/config';

const SECRET = { JWT_SECRET: 'a-test-secret-of-at-least-32-characters' };

describe('query-api variables', () => {
  it("reads DRIVER_REMINDER_MARGIN_MINUTES (the driver app's reminder banner, issue 34): 30 by default, 0 to 720, nothing else", () => {
    expect(loadEnv(queryApiEnvSchema, SECRET).DRIVER_REMINDER_MARGIN_MINUTES).toBe(30);
    expect(loadEnv(queryApiEnvSchema, { ...SECRET, DRIVER_REMINDER_MARGIN_MINUTES: '45' }).DRIVER_REMINDER_MARGIN_MINUTES).toBe(45);
    expect(loadEnv(queryApiEnvSchema, { ...SECRET, DRIVER_REMINDER_MARGIN_MINUTES: '0' }).DRIVER_REMINDER_MARGIN_MINUTES).toBe(0);
    for (const refused of ['-1', '721', '7.5', 'half an hour'])
      expect(() => loadEnv(queryApiEnvSchema, { ...SECRET, DRIVER_REMINDER_MARGIN_MINUTES: refused })).toThrow(
        /DRIVER_REMINDER_MARGIN_MINUTES/,
      );
  });
});
