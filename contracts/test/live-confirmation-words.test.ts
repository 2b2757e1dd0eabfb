import { describe, expect, it } from 'vitest';
import { liveConfirmationWords } from '../src/check-record/record-book';
import { recordItemText } from '../src/check-record/derive';

/* Issue 35: the record book's 確認の方法 names the live confirmation in words, in Japan time. */
const japanTime = (instant: string): string => {
  const at = new Date(Date.parse(instant) + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}.${pad(at.getUTCMonth() + 1)}.${pad(at.getUTCDate())} ${at.getUTCHours()}:${pad(at.getUTCMinutes())}`;
};
const driver = { driverId: 'd1', name: '佐藤 花子' };
const manager = { managerId: 'm1', name: '山田 太郎' };

describe('the live confirmation in the record book', () => {
  it('a video call: its Japan times from answer to end and the checker', () => {
    const liveConfirmation = {
      method: 'video_in_app' as const,
      callId: 'k1',
      startedAt: '2026-04-01T00:02:10.000Z',
      endedAt: '2026-04-01T00:04:50.000Z',
      driver,
      manager,
      checkedAt: '2026-04-01T00:04:50.000Z',
    };
    expect(liveConfirmationWords({ liveConfirmation }, { language: 'ja', japanTime })).toBe(
      'ビデオ通話（アプリ内）09:02–09:04 確認者 山田 太郎',
    );
    expect(liveConfirmationWords({ liveConfirmation }, { language: 'en', japanTime })).toBe(
      'Video call (in app) 09:02–09:04, checked by 山田 太郎',
    );
  });

  it('a phone code: issued, entered and by whom; nothing for a record confirmed otherwise', () => {
    const liveConfirmation = {
      method: 'phone_code' as const,
      issuedAt: '2026-04-01T14:58:00.000Z',
      enteredAt: '2026-04-01T15:01:00.000Z',
      driver,
      manager,
      checkedAt: '2026-04-01T15:02:00.000Z',
    };
    expect(liveConfirmationWords({ liveConfirmation }, { language: 'ja', japanTime })).toBe(
      '電話（確認コード）発行 23:58 入力 00:01（佐藤 花子） 確認者 山田 太郎',
    );
    expect(liveConfirmationWords({ liveConfirmation: null }, { language: 'ja', japanTime })).toBe('');
  });

  it('a 補助者 (issue 35 item 4) is printed as the 確認者 with （補助者）, in the method and in the 確認者 column', () => {
    const assistant = { managerId: 'm2', name: '伊藤 健', role: 'assistant' as const };
    const liveConfirmation = {
      method: 'video_in_app' as const,
      callId: 'k2',
      startedAt: '2026-04-01T00:02:10.000Z',
      endedAt: '2026-04-01T00:04:50.000Z',
      driver,
      manager: assistant,
      checkedAt: '2026-04-01T00:04:50.000Z',
    };
    expect(liveConfirmationWords({ liveConfirmation }, { language: 'ja', japanTime })).toBe(
      'ビデオ通話（アプリ内）09:02–09:04 確認者 伊藤 健（補助者）',
    );
    expect(liveConfirmationWords({ liveConfirmation }, { language: 'en', japanTime })).toBe(
      'Video call (in app) 09:02–09:04, checked by 伊藤 健 (Assistant confirmer)',
    );
    expect(recordItemText('checker', assistant, 'ja', japanTime)).toBe('伊藤 健（補助者）');
    // A 安全運転管理者 (and every checker from before roles) is named alone.
    expect(recordItemText('checker', manager, 'ja', japanTime)).toBe('山田 太郎');
  });
});
