import { describe, expect, it } from 'vitest';
import { inspectionRecordGrid, weekdaysOf, type InspectionRecordRow } from '../src';

const japanTime = (instant: string) => `at ${instant}`;
const inspected = (date: string, itemId: string, result: 'ok' | 'abnormal' | 'not_applicable', note = ''): InspectionRecordRow => ({
  date,
  carNumber: '品川 500 あ 12-34',
  officeName: '本社',
  inspection: {
    inspectedAt: `${date}T00:00:00.000Z`,
    inspectorName: '山田 太郎',
    inspectorRole: 'driver',
    item: { itemId, source: itemId.startsWith('ci') ? 'company' : 'statutory', label: itemId === 'ci1' ? '荷台の固定' : '', result, note },
    clearance: null,
    defectOpen: result === 'abnormal',
  },
});
const notInspected = (date: string): InspectionRecordRow => ({
  date,
  carNumber: '品川 500 あ 12-34',
  officeName: '本社',
  inspection: null,
});

describe('the daily inspection record as the paper record book lays it out', () => {
  it("puts each item's mark in its day's column, items in the statutory order then the company's, and who inspected", () => {
    const grid = inspectionRecordGrid(
      [
        inspected('2026-02-02', 'ci1', 'ok'),
        inspected('2026-02-02', 'tyre_damage', 'ok'),
        inspected('2026-02-02', 'brake_pedal', 'ok'),
        notInspected('2026-02-03'),
        inspected('2026-02-28', 'brake_pedal', 'not_applicable'),
        inspected('2026-02-28', 'tyre_damage', 'abnormal', '左前輪に亀裂'),
      ],
      '2026-02',
      { language: 'ja', japanTime },
    );
    expect(grid.daysInMonth).toBe(28);
    const marks = (days: Record<number, string>) => Array.from({ length: 28 }, (_, day) => days[day + 1] ?? '');
    expect(grid.items).toEqual([
      {
        group: 'ブレーキ',
        label: 'ブレーキ・ペダルの踏みしろが適当で、ブレーキのききが十分であること',
        marks: marks({ 2: '✓', 28: '－' }),
      },
      { group: 'タイヤ', label: 'タイヤに亀裂及び損傷がないこと', marks: marks({ 2: '✓', 28: '×' }) },
      { group: '会社独自の項目', label: '荷台の固定', marks: marks({ 2: '✓' }) },
    ]);
    expect(grid.inspectors).toEqual(marks({ 2: '運', 3: '未', 28: '運' }));
    expect(grid.abnormalities).toEqual([
      '2026.02.28　タイヤ：タイヤに亀裂及び損傷がないこと　異常の内容：左前輪に亀裂　点検者：山田 太郎（運転者）　解除：未解除（運行不可）',
    ]);
  });

  it('heads the columns with the weekdays of the month, as many as it has days', () => {
    expect(weekdaysOf('2024-02', 'ja')).toHaveLength(29);
    expect(weekdaysOf('2026-04', 'ja')).toHaveLength(30);
    expect(weekdaysOf('2025-03', 'ja').slice(0, 8)).toEqual(['土', '日', '月', '火', '水', '木', '金', '土']);
    expect(weekdaysOf('2025-03', 'en')[1]).toBe('Su');
  });
});
