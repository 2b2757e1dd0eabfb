import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companiesCollection,
  companyDevicesCollection,
  detectorMaintenanceLogCollection,
  registryDevicesCollection,
  testResultsCollection,
  type DetectorMaintenanceEntryDocument,
} from '@fleetcheck/contracts';
import type { EventStore, PostgresReadStore } from '@fleetcheck/platform';
import { pdfToText } from '@fleetcheck/platform/testing';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { company, result } from './support/documents';
import { companyExists, managerExists, sessionStarted } from './support/signed-in';

/*
 * The monthly record book (GET /test-result/ledger) of issue 16 items 3 and 4: a test taken on a detector that
 * was overdue, past its usage limit date or under maintenance carries that beside the check, in the CSV and the
 * PDF, in Japanese and English; the PDF then lists the month's detector check log (Japan days), the company's
 * detectors only.
 */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
const clock = { now: () => new Date('2025-02-10T03:00:00.000Z') };
let stores: QueryStores;
let store: PostgresReadStore;
let events: EventStore;
let server: ServedApi;
let base: string;

const token = () => tokenSigner(config.jwtSecret, clock)('m1', { ut: 2, cid: 'ca', sid: 's1' });

const recordBook = async (query: string) => {
  const res = await fetch(`${base}/test-result/ledger?month=2025-01&${query}`, { headers: { authorization: `JWT ${await token()}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

const entry = (id: string, companyId: string, deviceId: string, maintainedAt: string, kind: DetectorMaintenanceEntryDocument['kind']) => ({
  _id: id,
  deviceId,
  companyId,
  kind,
  outcome: 'passed' as const,
  maintainedAt,
  performedBy: '佐藤 次郎',
  remark: `remark ${id}`,
  usageLimitDate: kind === 'usage_limit_set' ? '2026-01-31' : null,
  recordedBy: 'm1',
  recordedAt: maintainedAt,
});

beforeAll(async () => {
  stores = await openQueryStores('fc_qrecordbook_month');
  ({ readStore: store, events } = stores);
  await companyExists(events, 'ca');
  await managerExists(events, 'm1', 'ca');
  await sessionStarted(events, { sessionId: 's1', userId: 'm1', companyId: 'ca', expiresAt: '2025-03-01T00:00:00.000Z' });
  await store.collection(companiesCollection).upsert(company('ca', 'Alpha'));

  const flagged = {
    ...result('flagged', 'ca', '2025-01-20', 1, 1),
    device: 'RENT-A1',
    detectorFlags: ['under_maintenance', 'check_overdue', 'usage_limit_passed'] as const,
  };
  await store.collection(testResultsCollection).upsert({ ...flagged, detectorFlags: [...flagged.detectorFlags] });
  await store.collection(testResultsCollection).upsert({ ...result('kept', 'ca', '2025-01-21', 2, 1), device: 'OWN-A1' });

  const stamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', version: 0 };
  await store
    .collection(registryDevicesCollection)
    .upsert({ _id: 'rd1', companyId: 'ca', serialNo: 'RENT-A1', regDate: '2025-01-01', status: 0, model: 2, ...stamps });
  await store
    .collection(companyDevicesCollection)
    .upsert({ _id: 'od1', id: 'od1', companyId: 'ca', company: 'ca', serialNo: 'OWN-A1', model: 3, totalUsed: 1, ...stamps });
  const log = store.collection(detectorMaintenanceLogCollection);
  // 31 Dec 2024 15:30 UTC is 1 Jan 00:30 in Japan: January's. 31 Jan 15:30 UTC is 1 Feb in Japan: not.
  await log.upsert(entry('e-first', 'ca', 'rd1', '2024-12-31T15:30:00.000Z', 'weekly_check'));
  await log.upsert(entry('e-limit', 'ca', 'od1', '2025-01-15T01:00:00.000Z', 'usage_limit_set'));
  await log.upsert(entry('e-february', 'ca', 'rd1', '2025-01-31T15:30:00.000Z', 'daily_check'));
  await log.upsert(entry('e-other', 'cb', 'rd9', '2025-01-15T01:00:00.000Z', 'calibration'));

  server = await serveQueryApi(createQueryApi({ readStore: store, eventStore: events, config, clock }));
  base = server.base;
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('the monthly record book', () => {
  it("the CSV keeps what was wrong with the detector beside the check, in words, in ja and en; a kept detector's check has none", async () => {
    const rows = (csv: Buffer) =>
      csv
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
    const ja = rows(await recordBook('format=csv&language=ja'));
    expect(ja[0]!.startsWith('日付,時刻,姓,名,事業所,車両番号,車種,機器,検知器の状態,')).toBe(true);
    expect(ja).toHaveLength(1 + 2 + 1);
    expect(ja[1]!.startsWith('2025-01-20,')).toBe(true);
    expect(ja[1]).toContain(',RENT-A1,検知器は保守中 / 検知器の週次点検切れ / 検知器の使用期限切れ,');
    expect(ja[2]!.startsWith('2025-01-21,')).toBe(true);
    expect(ja[2]).toContain(',OWN-A1,,');
    const en = rows(await recordBook('format=csv&language=en'));
    expect(en[1]).toContain(",RENT-A1,Detector under maintenance / Detector's weekly check overdue / Detector past its usage limit date,");
  });

  it("the PDF shows the flags in the check's method and the month's check log of the company's detectors after the checks", async () => {
    // Lines joined: a cell wrapped over lines reads on.
    const ja = pdfToText(await recordBook('format=pdf&language=ja')).join('');
    expect(ja).toContain('検知器 RENT-A1検知器は保守中 / 検知器の週次点検切れ / 検知器の使用期限切れ');
    const log = ja.slice(ja.indexOf('検知器の点検記録'));
    expect(ja.indexOf('検知器の点検記録')).toBeGreaterThan(ja.indexOf('検知器の使用期限切れ'));
    // Oldest first, in Japan time, each with its serial number; February's and the other company's are not there.
    expect(log).toMatch(/2025-01-01 00:30 RENT-A1 週次点検 合格 佐藤 次郎 remark e-first/);
    expect(log).toMatch(/2025-01-15 10:00 OWN-A1 使用期限の設定 \(2026-01-31\) 合格 佐藤 次郎 remark e-limit/);
    expect(log).not.toContain('e-february');
    expect(log).not.toContain('e-other');
    const en = pdfToText(await recordBook('format=pdf&language=en')).join(' ');
    expect(en).toContain("Detector's weekly check overdue");
    expect(en).toContain("Detector check log (all the company's detectors)");
    expect(en).toMatch(/2025-01-15 10:00 OWN-A1 Usage limit date set \(2026-01-31\) Passed 佐藤 次郎 remark e-limit/);
  });
});
