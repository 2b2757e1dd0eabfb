import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCatalogue, defineEvent, testResultCatalogue, UnknownEventTypeError, UnsupportedEventVersionError } from '../src/index';

/** A test-only event: v1 stored a single `name`; v2 splits it into last and first name. */
const PersonRenamed = defineEvent({
  type: 'PersonRenamed',
  version: 2,
  schema: z.object({ personId: z.string(), lastName: z.string(), firstName: z.string() }),
  upcasters: {
    1: (data) => {
      const v1 = z.object({ personId: z.string(), name: z.string() }).parse(data);
      const [lastName = '', firstName = ''] = v1.name.split(' ');
      return { personId: v1.personId, lastName, firstName };
    },
  },
});
const catalogue = createCatalogue([PersonRenamed]);

describe('event catalogue', () => {
  it('upcasts a stored v1 payload to the current version', () => {
    expect(catalogue.decode('PersonRenamed', 1, { personId: 'p1', name: '山田 太郎' })).toEqual({
      type: 'PersonRenamed',
      data: { personId: 'p1', lastName: '山田', firstName: '太郎' },
    });
  });

  it('reads current data unchanged and encodes with the current version', () => {
    const data = { personId: 'p1', lastName: 'A', firstName: 'B' };
    expect(catalogue.decode('PersonRenamed', 2, data).data).toEqual(data);
    expect(catalogue.encode({ type: 'PersonRenamed', data })).toEqual({
      type: 'PersonRenamed',
      schemaVersion: 2,
      data,
    });
  });

  it('refuses unknown types, newer versions and missing upcasters', () => {
    expect(() => catalogue.decode('Nope', 1, {})).toThrow(UnknownEventTypeError);
    expect(() => catalogue.decode('PersonRenamed', 3, {})).toThrow(UnsupportedEventVersionError);
    expect(() => defineEvent({ type: 'X', version: 2, schema: z.object({}) })).toThrow(/no upcaster/);
  });
});

describe('TestResultRecorded versions', () => {
  const v1 = {
    testResultId: 't1',
    companyId: 'c1',
    source: 'manual',
    device: null,
    deviceResultId: null,
    driverId: 'd1',
    carId: null,
    testedAt: '2026-04-01T00:00:00.000Z',
    photo: null,
    location: null,
    checkType: 'before_driving',
    method: 'face_to_face',
    checkedBy: null,
  };

  it('reads a v1 record with the rule of its time: any alcohol failed', () => {
    expect(testResultCatalogue.decode('TestResultRecorded', 1, { ...v1, resultMgL: 0 }).data).toMatchObject({
      resultMgL: 0,
      failed: false,
    });
    expect(testResultCatalogue.decode('TestResultRecorded', 1, { ...v1, resultMgL: 0.05 }).data).toMatchObject({
      resultMgL: 0.05,
      failed: true,
    });
  });

  it('reads a v2 record with the outcome it stored, and nothing noted about its detector', () => {
    expect(testResultCatalogue.decode('TestResultRecorded', 2, { ...v1, resultMgL: 0.1, failed: false }).data).toMatchObject({
      failed: false,
      detectorFlags: [],
    });
    expect(testResultCatalogue.versionOf('TestResultRecorded')).toBe(6);
  });

  it('reads a v3 record with what was wrong with its detector', () => {
    const v3 = { ...v1, resultMgL: 0, failed: false, detectorFlags: ['under_maintenance', 'check_overdue'] };
    expect(testResultCatalogue.decode('TestResultRecorded', 3, v3).data).toMatchObject({
      detectorFlags: ['under_maintenance', 'check_overdue'],
    });
    expect(() => testResultCatalogue.decode('TestResultRecorded', 3, { ...v3, detectorFlags: ['broken'] })).toThrow();
  });

  it('reads a v3 record (before issue 15) with none of the new record items, its free-text checker kept', () => {
    const v3 = { ...v1, resultMgL: 0, failed: false, detectorFlags: [], checkedBy: '佐藤' };
    expect(testResultCatalogue.decode('TestResultRecorded', 3, v3).data).toEqual({
      ...v3,
      instructions: null,
      notes: null,
      remoteMethod: null,
      visualCheck: null,
      checker: null,
      noDetectorReason: null,
      // Items of issue 33 (v5): absent, never invented for an old record.
      actionTaken: null,
      noVehicleReason: null,
      enteredAt: null,
      lateEntryReason: null,
      // Items of issue 34 (v6, the driver's phone app): no photos, not from a phone, not offline.
      photos: [],
      locationMissingReason: null,
      phoneTime: null,
      offline: false,
    });
  });
});

describe('TestResultCorrected versions', () => {
  it('reads a v1 correction as made by nobody named (the metadata still says who)', () => {
    const v1 = {
      testResultId: 't1',
      companyId: 'c1',
      changes: { checkType: 'after_driving' },
      reason: 'typo',
      correctedAt: '2026-04-02T00:00:00.000Z',
    };
    expect(testResultCatalogue.versionOf('TestResultCorrected')).toBe(2);
    expect(testResultCatalogue.decode('TestResultCorrected', 1, v1).data).toEqual({ ...v1, correctedBy: null });
  });
});
