import { describe, expect, it } from 'vitest';
import { detectorAlertMail } from '../src/mail/detector-alert-mail';

describe("the platform staff's mail about a rented detector", () => {
  const mail = (reason: Parameters<typeof detectorAlertMail>[0]['reason']) =>
    detectorAlertMail({ serialNo: 'R-7', companyName: '東京運輸 <株>', reason, localRaisedAt: '2026-11-20T03:00' });

  it('says what the detector needs, per reason, in Japanese then English, at the Japan time it was raised', () => {
    const sensor = mail('sensor_life');
    expect(sensor.subject).toBe('【FleetCheck】検知器の保守 / Detector R-7 needs attention');
    expect(sensor.text).toBe(
      [
        '貸出中の検知器 R-7（東京運輸 <株>）: センサーの寿命（使用回数または使用日数）の上限に近いか、達しています。センサーを交換してください。',
        '日時: 2026.11.20 3:00',
        '管理画面の機器一覧で保守記録を確認してください。',
        '',
        '----',
        '',
        'Rented detector R-7 (東京運輸 <株>): Its sensor is near or at the end of its life (tests or days). Replace the sensor.',
        'Time: 2026.11.20 3:00',
        'Check its maintenance log on the admin devices page.',
        '',
      ].join('\n'),
    );
    expect(sensor.html).toContain('東京運輸 &lt;株&gt;');
    expect(mail('calibration').text).toContain('R-7（東京運輸 <株>）: 校正の時期です。');
    expect(mail('calibration').text).toContain('(東京運輸 <株>): It is due for calibration.');
    expect(mail('usage_limit').text).toContain(': 使用期限を過ぎています。本体またはセンサーを交換してください。');
    expect(mail('idle').text).toContain(': It has sent no test for days. Check that it works.');
    // Raised before reasons were kept.
    expect(mail(null).text).toContain(': メンテナンスが必要です。');
    expect(mail(null).text).toContain(': It needs maintenance.');
  });
});
