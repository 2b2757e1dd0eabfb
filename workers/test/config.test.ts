import { loadEnv } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { defaultWorkersConfig, sensorLimitOf, workersConfigFromEnv, workersEnvSchema } from '../src/config';
import { alcoholAlertMail } from '../src/mail/alcohol-alert-mail';

describe('workers configuration', () => {
  it('defaults: 30-day window, 10,000 tests or 365 days per sensor', () => {
    const config = workersConfigFromEnv(loadEnv(workersEnvSchema, {}));
    expect(config).toMatchObject({ expiryWarningDays: 30, usageWarningRatio: 0.9, timeZone: 'Asia/Tokyo' });
    expect(sensorLimitOf(config, 2)).toEqual({ maxTests: 10_000, maxDays: 365, checkIntervalDays: 180 });
  });

  it('reads a window and per-model sensor limits from the environment', () => {
    const config = workersConfigFromEnv(
      loadEnv(workersEnvSchema, {
        EXPIRY_WARNING_DAYS: '45',
        SENSOR_LIMITS: '{"3":{"maxTests":5000,"maxDays":180,"checkIntervalDays":90}}',
      }),
    );
    expect(config.expiryWarningDays).toBe(45);
    expect(config.upkeepPolicy).toEqual({ weeklyCheckDays: 7, idleDays: 3 });
    const strict = workersConfigFromEnv(loadEnv(workersEnvSchema, { DETECTOR_WEEKLY_CHECK_DAYS: '5', DETECTOR_IDLE_DAYS: '2' }));
    expect(strict.upkeepPolicy).toEqual({ weeklyCheckDays: 5, idleDays: 2 });
    expect(sensorLimitOf(config, 3)).toEqual({ maxTests: 5000, maxDays: 180, checkIntervalDays: 90 });
    expect(sensorLimitOf(config, 2)).toEqual(defaultWorkersConfig.defaultSensorLimit);
  });

  it('reads the driver reminder: 30 minutes after the start time, every five minutes, unless set (issue 34 item 5)', () => {
    expect(workersConfigFromEnv(loadEnv(workersEnvSchema, {}))).toMatchObject({
      driverReminderMarginMinutes: 30,
      driverReminderCron: '*/5 * * * *',
    });
    const set = workersConfigFromEnv(
      loadEnv(workersEnvSchema, { DRIVER_REMINDER_MARGIN_MINUTES: '45', DRIVER_REMINDER_CRON: '*/10 * * * *' }),
    );
    expect(set).toMatchObject({ driverReminderMarginMinutes: 45, driverReminderCron: '*/10 * * * *' });
    expect(() => loadEnv(workersEnvSchema, { DRIVER_REMINDER_MARGIN_MINUTES: '721' })).toThrow(/DRIVER_REMINDER_MARGIN_MINUTES/);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadEnv(workersEnvSchema, { SENSOR_LIMITS: '{"x":1}' })).toThrow(/SENSOR_LIMITS/);
    expect(() => loadEnv(workersEnvSchema, { EXPIRY_WARNING_DAYS: '0' })).toThrow(/EXPIRY_WARNING_DAYS/);
  });
});

describe('the alert mail', () => {
  it('writes the alert in Japanese then English, with 3 decimals, and escapes names in HTML', () => {
    const mail = alcoholAlertMail({
      driverName: '山田 <b>太郎</b>',
      carNumber: '品川 300 あ 12-34',
      resultMgL: 0.2,
      localTestedAt: '2026-04-01T08:05',
    });
    expect(mail.subject).toBe('【FleetCheck】アルコール検知 / Alcohol test failed');
    expect(mail.text).toContain('測定値: 0.200 mg/l');
    expect(mail.text).toContain('Result: 0.200 mg/l');
    expect(mail.text).toContain('日時: 2026.04.01 8:05');
    // The law asks for 指示事項 and the action taken on a positive record: the mail says so, in both languages.
    expect(mail.text).toContain('記録には指示事項と講じた措置（乗務中止・代替運転者・その他）の入力が必要です。');
    expect(mail.text).toContain('The record needs the instructions given and the action taken');
    expect(mail.text.indexOf('運転者')).toBeLessThan(mail.text.indexOf('Driver'));
    expect(mail.html).toContain('山田 &lt;b&gt;太郎&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});
