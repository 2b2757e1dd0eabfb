import { describe, expect, it } from 'vitest';
import { driversOn, officeAt, type RosterEntry } from './roster';

// Japan days: 2026-11-10 runs from 2026-11-09T15:00Z to 2026-11-10T15:00Z.
const entry = (id: string, createdAt: string, deletedAt: string | null, versions: RosterEntry['versions']): RosterEntry => ({
  _id: id,
  createdAt,
  deletedAt,
  versions,
});
const roster = [
  entry('kept', '2026-11-01T00:00:00.000Z', null, [
    { since: '2026-11-01T00:00:00.000Z', lastName: '佐藤', firstName: '太郎', officeId: 'o1' },
    // Renamed and moved on the 12th (Japan): the 10th still shows the old name and office.
    { since: '2026-11-12T01:00:00.000Z', lastName: '加藤', firstName: '太郎', officeId: 'o2' },
  ]),
  // Deleted at 23:30 on the 10th in Japan: on the 10th's board, not on the 11th's.
  entry('gone', '2026-11-01T00:00:00.000Z', '2026-11-10T14:30:00.000Z', [
    { since: '2026-11-01T00:00:00.000Z', lastName: '鈴木', firstName: '花子', officeId: 'o1' },
  ]),
  // Registered at 00:30 on the 11th in Japan: not on the 10th's board.
  entry('new', '2026-11-10T15:30:00.000Z', null, [
    { since: '2026-11-10T15:30:00.000Z', lastName: '高橋', firstName: '一郎', officeId: 'o1' },
  ]),
];

describe('the drivers of a business day', () => {
  it("keeps a driver deleted later on that day's board with the name of the day, and leaves out one registered after it", () => {
    expect(driversOn(roster, '2026-11-10')).toEqual([
      { driverId: 'kept', lastName: '佐藤', firstName: '太郎', officeId: 'o1' },
      { driverId: 'gone', lastName: '鈴木', firstName: '花子', officeId: 'o1' },
    ]);
    expect(driversOn(roster, '2026-11-12').map((driver) => [driver.driverId, driver.lastName, driver.officeId])).toEqual([
      ['kept', '加藤', 'o2'],
      ['new', '高橋', 'o1'],
    ]);
  });

  it("keeps one office's drivers by the office they had that day", () => {
    expect(driversOn(roster, '2026-11-10', 'o2')).toEqual([]);
    expect(driversOn(roster, '2026-11-12', 'o2').map((driver) => driver.driverId)).toEqual(['kept']);
  });
});

describe('the office a driver belonged to at a moment', () => {
  const [kept, gone] = roster as [RosterEntry, RosterEntry];
  it('is the office of the version in force then: the old one before a move, the new one from it', () => {
    expect(officeAt(kept, '2026-11-12T00:59:59.000Z')).toBe('o1');
    expect(officeAt(kept, '2026-11-12T01:00:00.000Z')).toBe('o2');
    // A deleted driver keeps the office they had.
    expect(officeAt(gone, '2026-11-10T14:00:00.000Z')).toBe('o1');
  });

  it('is none for a driver with no office then', () => {
    const unplaced = entry('unplaced', '2026-11-01T00:00:00.000Z', null, [
      { since: '2026-11-01T00:00:00.000Z', lastName: '伊藤', firstName: '健', officeId: null },
      { since: '2026-11-05T00:00:00.000Z', lastName: '伊藤', firstName: '健', officeId: 'o1' },
    ]);
    expect(officeAt(unplaced, '2026-11-03T00:00:00.000Z')).toBeNull();
    expect(officeAt(unplaced, '2026-11-06T00:00:00.000Z')).toBe('o1');
  });
});
