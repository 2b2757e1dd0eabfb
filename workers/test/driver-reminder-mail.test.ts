import { describe, expect, it } from 'vitest';
import { driverReminderMail } from '../src/mail/driver-reminder-mail';

describe('the driver reminder mail (issue 34 item 5)', () => {
  const facts = {
    driverName: '青木 <b>太郎</b>',
    officeName: '本社営業所',
    companyName: '山田運送',
    date: '2026-11-30',
    localStartAt: '2026-11-30T07:45',
    localDueAt: '2026-11-30T08:30',
    marginMinutes: 45,
  };

  it("reads Japanese first (drivers keep no language: the product's default), with Japan times and the office", () => {
    const mail = driverReminderMail(facts);
    expect(mail.text.startsWith('青木 <b>太郎</b> 様\n本日の運転前のアルコールチェックの記録がまだありません。\n')).toBe(true);
    expect(mail.text).toContain('記録の期限: 8:30（始業時刻 7:45 から45分）');
    expect(mail.text).toContain('Due by: 8:30 Japan time (45 minutes after the start time, 7:45)');
    expect(mail.html.startsWith('<div lang="ja"><p>青木 &lt;b&gt;太郎&lt;/b&gt; 様<br>')).toBe(true);
    expect(mail.html).not.toContain('<b>');
  });

  it('puts English first for a reader who chose English', () => {
    const mail = driverReminderMail(facts, 'en');
    expect(mail.text.startsWith("To 青木 <b>太郎</b>\nToday's before-driving alcohol check has not been recorded yet.\n")).toBe(true);
    expect(mail.text.indexOf('Office: 本社営業所')).toBeLessThan(mail.text.indexOf('事業所: 本社営業所'));
    expect(mail.html.startsWith('<div lang="en">')).toBe(true);
  });
});
