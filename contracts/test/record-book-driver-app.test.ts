import { describe, expect, it } from 'vitest';
import { ABSENT_RECORD_ITEMS, recordBookCsvColumns, recordBookPdfColumns, type TestResultDocument } from '../src';

/** Issue 34 item 4: the record book marks a record with photos by their hash prefixes, and an offline check with both times. */
const japanTime = (instant: string) => `JST(${instant})`;
const doc = {
  ...ABSENT_RECORD_ITEMS,
  _id: 't1',
  date: '2026-03-01',
  time: '17:50',
  testedAt: '2026-03-01T08:50:00.000Z',
  enteredAt: '2026-03-01T09:00:00.000Z',
  source: 'driver_app',
  offline: true,
  photos: [
    { kind: 'display', photoId: 'p1', sha256: `1a2b3c4d${'0'.repeat(56)}`, displaySha256: 'f'.repeat(64) },
    { kind: 'face', photoId: 'p2', sha256: `5e6f7a8b${'0'.repeat(56)}`, displaySha256: 'e'.repeat(64) },
  ],
  result: 0,
  failed: false,
  lastName: '山田',
  firstName: '太郎',
  corrections: [],
  detectorFlags: [],
} as unknown as TestResultDocument;

describe('the record book of a check from the phone', () => {
  it('prints the photos with the first 8 hex of each SHA-256, and an offline check with the phone and server times', () => {
    const pdf = recordBookPdfColumns({ language: 'ja', japanTime });
    const cell = (label: string) => pdf.find((column) => column.label === label)!.cell(doc);
    expect(cell('その他必要な事項')).toBe('写真: 表示 1a2b3c4d / 顔 5e6f7a8b');
    expect(cell('記録の出所・確認')).toBe(
      '運転者アプリ\nオフライン\n端末 JST(2026-03-01T08:50:00.000Z) / サーバー JST(2026-03-01T09:00:00.000Z)\n確認待ち',
    );
    const csv = recordBookCsvColumns({ language: 'en', japanTime });
    const value = (header: string) => csv.find((column) => column.header.en === header)!.value(doc);
    expect(value('Photos')).toBe('Display 1a2b3c4d / Face 5e6f7a8b');
    expect(value('Offline')).toBe('Offline');
    expect(value('Phone time')).toBe('');
  });

  it('says 未確認 and the cut-off it missed for a check with no live confirmation by then, and lists it as a missing item (issue 35 item 5)', () => {
    const missed = {
      ...doc,
      offline: false,
      missingItems: ['liveConfirmation'],
      liveConfirmationMissed: { date: '2026-03-01', cutoffAt: '2026-03-01T09:00:00.000Z' },
    } as unknown as TestResultDocument;
    const pdf = recordBookPdfColumns({ language: 'ja', japanTime });
    expect(pdf.find((column) => column.label === '記録の出所・確認')!.cell(missed)).toBe(
      '運転者アプリ\n未確認（締め時刻 JST(2026-03-01T09:00:00.000Z) までにライブ確認なし）\n確認待ち',
    );
    const csv = recordBookCsvColumns({ language: 'ja', japanTime });
    const value = (header: string) => csv.find((column) => column.header.ja === header)!.value(missed);
    expect(value('ライブ確認')).toBe('未確認（締め時刻 JST(2026-03-01T09:00:00.000Z) までにライブ確認なし）');
    expect(value('記入漏れの項目')).toBe('ライブ確認（未確認）');
    const english = recordBookCsvColumns({ language: 'en', japanTime });
    expect(english.find((column) => column.header.en === 'Missing items')!.value(missed)).toBe('Live confirmation (not confirmed)');
    expect(english.find((column) => column.header.en === 'Live confirmation')!.value(missed)).toBe(
      'Not confirmed (no live confirmation by the cut-off, JST(2026-03-01T09:00:00.000Z))',
    );
  });
});
