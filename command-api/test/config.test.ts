import { describe, expect, it } from 'vitest';
import { loadCommandApiConfig } from '../src/config';

const SECRET = { JWT_SECRET: 'a-test-secret-of-at-least-32-characters' };

describe('command-api variables', () => {
  it("reads DRIVER_REMINDER_MARGIN_MINUTES (an office's cut-off must come after the reminder, issue 34): 30 by default, 0 to 720", () => {
    expect(loadCommandApiConfig(SECRET).driverReminderMarginMinutes).toBe(30);
    expect(loadCommandApiConfig({ ...SECRET, DRIVER_REMINDER_MARGIN_MINUTES: '45' }).driverReminderMarginMinutes).toBe(45);
    expect(loadCommandApiConfig({ ...SECRET, DRIVER_REMINDER_MARGIN_MINUTES: '0' }).driverReminderMarginMinutes).toBe(0);
    for (const refused of ['-1', '721', 'half an hour'])
      expect(() => loadCommandApiConfig({ ...SECRET, DRIVER_REMINDER_MARGIN_MINUTES: refused })).toThrow(/DRIVER_REMINDER_MARGIN_MINUTES/);
  });
});
