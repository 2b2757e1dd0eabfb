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
});
