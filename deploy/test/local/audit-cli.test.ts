import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFileOf } from '../../src/local/connection-file';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';

/*
 * Issue 22 item 5: `npm run audit` works while the local system runs on the same data directory (through the
 * owner-only connection file the runner writes) and against DATABASE_URL; an unknown company or an empty
 * store is an error with exit code 1.
 */
const run = promisify(execFile);
const deployDir = path.resolve(__dirname, '../..');
const tsx = path.resolve(deployDir, '../node_modules/.bin/tsx');

let sys: SeededSystem;
let manager: Session;
let empty: TestDatabase;

/** Runs the CLI with `env` in place of the test's DATABASE_URL; answers its exit code and output. */
async function audit(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(tsx, ['src/audit/main.ts', ...args], {
      cwd: deployDir,
      env: { ...inherited, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  sys = await startSeededSystem('audit_cli');
  manager = await sys.demoManager();
  empty = await createTestDatabase('fc_audit_empty');
}, 180_000);
afterAll(async () => {
  await sys?.stop();
  await empty?.drop();
});

describe('npm run audit', () => {
  it('finds the running local system through its owner-only connection file', async () => {
    const file = await stat(connectionFileOf(sys.dataDir));
    expect((file.mode & 0o777).toString(8)).toBe('600');

    const listed = await audit(['companies'], { FLEETCHECK_DATA_DIR: sys.dataDir });
    expect(listed.code, listed.stderr).toBe(0);
    const rows = listed.stdout.trim().split('\n');
    expect(rows[0]).toBe('id\tname\tstatus');
    const company = manager.company as { _id: string; name: string };
    expect(rows).toContain(`${company._id}\t${company.name}\tActive`);

    // An invoice the admin issues for the company is on the history, by the admin's name, before tax, tax and total.
    const admin = await sys.demoAdmin();
    const invoice = await sys.call('POST', '/admin/companyInvoice', {
      token: admin.token,
      body: { company: manager.company!._id, periodFrom: '2026-01-01', periodTo: '2026-01-31' },
    });
    expect(invoice.status).toBe(201);
    const issued = invoice.body.data as { invoiceNo: string; subtotal: number; tax: number; totalAmount: number };
    const history = await audit(['subscription', manager.company!._id], { FLEETCHECK_DATA_DIR: sys.dataDir });
    expect(history.code, history.stderr).toBe(0);
    const lines = history.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Subscription history of company \S+ as of \d{4}-\d{2}-\d{2} \d{2}:\d{2} JST \(times in Japan\)$/);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} JST {2}SubscriptionStarted {2}by system {2}paid=¥0$/);
    const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
    const issuedAt = lines.findIndex((line) => line.includes('CompanyInvoiceIssued'));
    expect(lines[issuedAt]).toMatch(/ JST {2}CompanyInvoiceIssued {2}by admin FleetCheck Admin {2}paid=¥0$/);
    expect(lines[issuedAt + 1]).toBe(
      `    invoice ${issued.invoiceNo} 2026-01-01..2026-01-31 before tax ${yen(issued.subtotal)} tax ${yen(issued.tax)} total ${yen(issued.totalAmount)} issued`,
    );
    expect(history.stdout).toMatch(/State as of .*: Active cars=\d+/);
    // Before the company existed there was nothing to replay.
    const before = await audit(['subscription', manager.company!._id, '--as-of', '2000-01-01'], { FLEETCHECK_DATA_DIR: sys.dataDir });
    expect(before.stdout).toContain('State as of 2000-01-01: (none)');
    // The record chain check reads the same running system: the demo company has no check records yet, an empty chain.
    const chain = await audit(['record-chain', manager.company!._id, '--verify'], { FLEETCHECK_DATA_DIR: sys.dataDir });
    expect(chain.code, chain.stderr).toBe(0);
    expect(chain.stdout.trim()).toBe(
      `Record chain of company ${manager.company!._id}: intact (0 links, 0 records' events rehashed); chain head ${'0'.repeat(64)}`,
    );
  }, 180_000);

  it('refuses an unknown company and an empty store with exit code 1', async () => {
    const unknown = await audit(['subscription', 'no-such-company'], { FLEETCHECK_DATA_DIR: sys.dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown company no-such-company');
    const unknownCompany = await audit(['record-chain', 'no-such-company', '--verify'], { FLEETCHECK_DATA_DIR: sys.dataDir });
    expect([unknownCompany.code, unknownCompany.stderr.includes('Unknown company no-such-company')]).toEqual([1, true]);

    const nothing = await audit(['companies'], { DATABASE_URL: empty.url, FLEETCHECK_DATA_DIR: sys.dataDir });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('holds no events');
    const wrong = await audit(['subscriptions'], { FLEETCHECK_DATA_DIR: sys.dataDir });
    expect([wrong.code, wrong.stderr.startsWith('usage:')]).toEqual([1, true]);
  }, 180_000);
});
