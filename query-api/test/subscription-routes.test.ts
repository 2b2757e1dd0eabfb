/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted, not typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companiesCollection,
  invoicesCollection,
  subscriptionHistoryCollection,
  subscriptionViewsCollection,
  type InvoiceDocument,
} from '@fleetcheck/contracts';
import type { PostgresReadStore } from '@fleetcheck/platform';
import { pdfTextRuns } from '@fleetcheck/platform/testing';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';

const config = { jwtSecret: 's'.repeat(40), jwtIssuer: 'fleetcheck' };
// 1 March 2025 in Japan: after the paid term of company "cb" (expiry 2025-02-09).
const clock = { now: () => new Date('2025-03-01T03:00:00.000Z') };
let stores: QueryStores;
let store: PostgresReadStore;
let server: ServedApi;
let base: string;

const sign = tokenSigner(config.jwtSecret, clock);

const manager = (cid: string) => sign('m1', { ut: 2, cid, sid: 's1' }, 'fleetcheck:dashboard');
const admin = () => sign('a1', { ut: 1, sid: 's2' }, 'fleetcheck:admin');
const get = (path: string, jwt: string) => fetch(`${base}${path}`, { headers: { authorization: `JWT ${jwt}` } });
const json = async (path: string, jwt: string): Promise<any> => (await get(path, jwt)).json();

const plan = (carCount: number) => ({ carCount, deviceCount: 1, paymentSchedule: 'monthly' as const });
const amounts = (total: number) => ({
  monthlyCarCost: 500,
  monthlyDeviceCost: 1000,
  monthlySubscriptionAmount: total,
  carAmount: total - 1000,
  deviceAmount: 1000,
  totalAmount: total,
  discountAmount: 0,
});
const meta = (occurredAt: string, onBehalfOf: { adminId: string; companyId: string } | null = null) => ({
  actor: { userId: 'm1', role: 'manager' as const, companyId: 'ca' },
  onBehalfOf,
  correlationId: 'c',
  causationId: null,
  occurredAt,
});
const snapshot = (status: 'Active' | 'Cancelled', carCount: number, total: number, cancelledEffectiveOn: string | null = null) => ({
  status,
  plan: plan(carCount),
  paymentMethod: 'card' as const,
  amounts: amounts(total),
  startDate: '2025-02-10',
  expiryDate: '2025-03-09',
  cancelledEffectiveOn,
});
const invoice = (id: string, issuedAt: string): InvoiceDocument => ({
  _id: id,
  companyId: 'ca',
  invoiceNo: `INV-${id}`,
  companyName: 'Alpha',
  periodFrom: '2025-02-10',
  periodTo: '2025-03-09',
  carCount: 4,
  deviceCount: 1,
  paymentSchedule: 'monthly',
  paymentMethod: 'card',
  lines: [],
  discountAmount: 0,
  subtotal: 3000,
  taxRatePercent: 10,
  tax: 300,
  totalAmount: 3300,
  status: 'issued',
  issuedAt,
  sentAt: null,
});

beforeAll(async () => {
  stores = await openQueryStores('fc_qsub');
  store = stores.readStore;
  const companyBase = {
    fax: '',
    employeeCount: 1,
    carCount: 1,
    postcode: '',
    prefectures: '',
    municipalities: '',
    town: '',
    buildings: '',
    emailVerified: true,
    managerId: null,
    managerName: null,
    managerLastName: '',
    managerFirstName: '',
    deviceTotal: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    version: 1,
  };
  await store
    .collection(companiesCollection)
    .upsert({ _id: 'ca', companyId: 'ca', name: 'Alpha', email: 'a@x.jp', phone: '1', ...companyBase });
  await store
    .collection(companiesCollection)
    .upsert({ _id: 'cc', companyId: 'cc', name: 'Gamma', email: 'c@x.jp', phone: '3', ...companyBase });
  const views = store.collection(subscriptionViewsCollection);
  await views.upsert({
    _id: 'ca',
    companyId: 'ca',
    snapshot: snapshot('Active', 4, 3000),
    operation: 'update',
    createdAt: '2025-02-10T00:00:00.000Z',
    updatedAt: '2025-02-20T00:00:00.000Z',
  });
  await views.upsert({
    _id: 'cb',
    companyId: 'cb',
    snapshot: { ...snapshot('Active', 1, 1500), expiryDate: '2025-02-09' },
    operation: 'create',
    createdAt: '2025-01-10T00:00:00.000Z',
    updatedAt: '2025-01-10T00:00:00.000Z',
  });
  // The card on file refused the first invoice's charge: it stays unpaid, with the reason.
  await store
    .collection(invoicesCollection)
    .upsert({ ...invoice('i1', '2025-02-10T00:00:00.000Z'), declineFailureCode: 'insufficient_fund' });
  await store.collection(invoicesCollection).upsert(invoice('i2', '2025-02-20T00:00:00.000Z'));
  // Issued at 00:30 on 1 March in Japan, still 28 February in UTC; another company's, so the lists above keep theirs.
  await store.collection(invoicesCollection).upsert({ ...invoice('i3', '2025-02-28T15:30:00.000Z'), companyId: 'cd' });
  const history = store.collection(subscriptionHistoryCollection);
  await history.upsert({
    _id: 'e1',
    companyId: 'ca',
    position: 10,
    type: 'SubscriptionStarted',
    metadata: meta('2025-02-10T00:00:00.000Z'),
    names: { actor: '山田 花子', onBehalfOf: null },
    data: {
      companyId: 'ca',
      operation: 'create',
      plan: plan(2),
      paymentMethod: 'card',
      status: 'Active',
      amounts: amounts(2000),
      startDate: '2025-02-10',
      expiryDate: '2025-03-09',
      payment: { orderId: 'o', chargeId: 'c', amount: 2000 },
    },
  });
  await history.upsert({
    _id: 'e2',
    companyId: 'ca',
    position: 20,
    type: 'SubscriptionPlanChanged',
    metadata: meta('2025-02-20T00:00:00.000Z', { adminId: 'a1', companyId: 'ca' }),
    names: { actor: '山田 花子', onBehalfOf: '佐藤 一郎' },
    data: {
      companyId: 'ca',
      operation: 'adminUpgrade',
      from: plan(2),
      to: plan(4),
      amountsBefore: amounts(2000),
      amounts: amounts(3000),
      adjustment: 500,
      startDate: '2025-02-10',
      expiryDate: '2025-03-09',
      payment: { orderId: 'o2', chargeId: 'c2', amount: 500 },
    },
  });
  // The plan's invoice: issued by an admin on 21 February (3,000 yen before tax, 300 tax), paid by card on the 22nd.
  await history.upsert({
    _id: 'e3',
    companyId: 'ca',
    position: 30,
    type: 'CompanyInvoiceIssued',
    metadata: { ...meta('2025-02-21T00:00:00.000Z'), actor: { userId: 'a1', role: 'admin' as const, companyId: null } },
    names: { actor: '佐藤 一郎', onBehalfOf: null },
    data: {
      invoiceId: 'i7',
      invoiceNo: 'INV-000007',
      companyId: 'ca',
      companyName: 'Alpha',
      companyEmail: 'a@x.jp',
      periodFrom: '2025-02-10',
      periodTo: '2025-03-09',
      plan: plan(4),
      paymentMethod: 'card',
      lines: [],
      discountAmount: 0,
      subtotal: 3000,
      taxRatePercent: 10,
      tax: 300,
      totalAmount: 3300,
      issuedAt: '2025-02-21T00:00:00.000Z',
    },
  });
  await history.upsert({
    _id: 'e4',
    companyId: 'ca',
    position: 40,
    type: 'CompanyInvoicePaid',
    metadata: { ...meta('2025-02-22T00:00:00.000Z'), actor: { userId: null, role: 'system' as const, companyId: null } },
    names: { actor: null, onBehalfOf: null },
    data: { invoiceId: 'i7', companyId: 'ca', orderId: 'o3', chargeId: 'c3', amount: 3300, paidAt: '2025-02-22T00:00:00.000Z' },
  });
  server = await serveQueryApi(createQueryApi({ readStore: store, config, clock }));
  base = server.base;
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe('subscription routes', () => {
  it('GET /subscription/view answers the company plan, null without one, Expired once the term ran out', async () => {
    expect(await json('/subscription/view', await manager('ca'))).toEqual({
      operation: 'success',
      data: {
        _id: 'ca',
        company: 'ca',
        carCount: 4,
        deviceCount: 1,
        paymentSchedule: 'monthly',
        paymentMethod: 'card',
        status: 'Active',
        startDate: '2025-02-10',
        expiryDate: '2025-03-09',
        totalAmount: 3000,
        deviceAmount: 1000,
        carAmount: 2000,
        createdAt: '2025-02-10T00:00:00.000Z',
        operation: 'update',
        // No card saved in this log: no card on file to offer.
        cardOnFile: null,
      },
    });
    expect((await json('/subscription/view', await manager('cb'))).data).toMatchObject({ status: 'Expired' });
    expect(await json('/subscription/view', await manager('cc'))).toEqual({ operation: 'success', data: null });
    expect((await get('/subscription/view', await admin())).status).toBe(403);
  });

  it('the admin company list and the profile carry the subscription', async () => {
    const page = await json('/admin/company?page=1&limit=50&sort=name', await admin());
    expect(page.docs.map((c: any) => [c._id, c.subscription?.carCount ?? null])).toEqual([
      ['ca', 4],
      ['cc', null],
    ]);
    expect((await json('/admin/company/ca', await admin())).data.subscription).toMatchObject({ status: 'Active', totalAmount: 3000 });
  });

  it('GET /admin/companyInvoice/{invoiceId} as PDF serves the bilingual invoice, admins only; an unknown id is 404', async () => {
    const res = await fetch(`${base}/admin/companyInvoice/i1`, {
      headers: { authorization: `JWT ${await admin()}`, accept: 'application/pdf' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="INV-i1.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Invoice INV-i1');
    expect((await get('/admin/companyInvoice/i1?format=pdf', await admin())).headers.get('content-type')).toBe('application/pdf');
    expect((await get('/admin/companyInvoice/nope?format=pdf', await admin())).status).toBe(404);
    expect((await get('/admin/companyInvoice/i1?format=pdf', await manager('ca'))).status).toBe(403);
  });

  it('dates the PDF on the day it was issued in Japan, not the UTC day', async () => {
    const res = await get('/admin/companyInvoice/i3?format=pdf', await admin());
    expect(res.status).toBe(200);
    const printed = pdfTextRuns(Buffer.from(await res.arrayBuffer()));
    expect(printed).toContain('発行日 / Issued: 2025-03-01');
    expect(printed.join('\n')).not.toContain('2025-02-28');
    expect(printed).toContain('請求書番号 / Invoice No.: INV-i3');
    expect(printed).toContain('取引年月日（対象期間） / Date of transaction (period): 2025-02-10 – 2025-03-09');
    // Issued on 1 March in Japan: due at the end of April.
    expect(printed).toContain('お支払期限 / Payment due: 2025-04-30');
  });

  it('GET /admin/companyInvoice/{id} lists the company invoices newest first, admins only', async () => {
    const body = await json('/admin/companyInvoice/ca', await admin());
    expect(body.data.map((i: any) => i._id)).toEqual(['i2', 'i1']);
    expect(body.data[0]).toEqual({
      _id: 'i2',
      company: 'ca',
      invoiceNo: 'INV-i2',
      periodFrom: '2025-02-10',
      periodTo: '2025-03-09',
      carCount: 4,
      deviceCount: 1,
      paymentSchedule: 'monthly',
      paymentMethod: 'card',
      subtotal: 3000,
      taxRatePercent: 10,
      tax: 300,
      totalAmount: 3300,
      status: 'issued',
      issuedAt: '2025-02-20T00:00:00.000Z',
      sentAt: null,
      paidAt: null,
      declineReason: null,
    });
    expect(body.data[1]).toMatchObject({ _id: 'i1', status: 'issued', paidAt: null, declineReason: 'Errors.PaymentInsufficientFund' });
    expect(await json('/admin/companyInvoice/cc', await admin())).toEqual({ operation: 'success', data: [] });
    expect((await get('/admin/companyInvoice/ca', await manager('ca'))).status).toBe(403);
  });

  it('subscription history: every change with before/after and who acted; asOf cuts the history and the state', async () => {
    const all = (await json('/admin/company/ca/subscription-history', await admin())).data;
    expect(all.entries.map((e: any) => [e.type, e.before?.plan.carCount ?? null, e.after.plan.carCount, e.amountPaid])).toEqual([
      ['SubscriptionStarted', null, 2, 2000],
      ['SubscriptionPlanChanged', 2, 4, 500],
      ['CompanyInvoiceIssued', 4, 4, 0],
      ['CompanyInvoicePaid', 4, 4, 3300],
    ]);
    expect(all.entries[1].onBehalfOf).toEqual({ adminId: 'a1', companyId: 'ca' });
    expect(all.entries.map((e: any) => e.names)).toEqual([
      { actor: '山田 花子', onBehalfOf: null },
      { actor: '山田 花子', onBehalfOf: '佐藤 一郎' },
      { actor: '佐藤 一郎', onBehalfOf: null },
      { actor: null, onBehalfOf: null },
    ]);
    expect(all.entries[2].invoice).toEqual({
      invoiceId: 'i7',
      invoiceNo: 'INV-000007',
      periodFrom: '2025-02-10',
      periodTo: '2025-03-09',
      subtotal: 3000,
      tax: 300,
      totalAmount: 3300,
      status: 'issued',
    });
    expect(all.invoices.map((i: any) => [i.invoiceNo, i.status])).toEqual([['INV-000007', 'paid']]);
    const asOf = (await json('/admin/company/ca/subscription-history?asOf=2025-02-15', await admin())).data;
    expect(asOf.entries).toHaveLength(1);
    expect(asOf.state).toMatchObject({ status: 'Active', plan: { carCount: 2 } });
    expect(asOf.invoices).toEqual([]);
    // 21 February in Japan: issued, not yet paid.
    const issued = (await json('/admin/company/ca/subscription-history?asOf=2025-02-21', await admin())).data;
    expect(issued.invoices.map((i: any) => [i.invoiceNo, i.subtotal, i.tax, i.totalAmount, i.status])).toEqual([
      ['INV-000007', 3000, 300, 3300, 'issued'],
    ]);
    expect((await get('/admin/company/ca/subscription-history?asOf=yesterday', await admin())).status).toBe(400);
    expect((await get('/admin/company/cc/subscription-history', await admin())).status).toBe(404);
    expect((await get('/admin/company/ca/subscription-history', await manager('ca'))).status).toBe(403);
  });

  it('subscription history as CSV: headers and events in words of the language asked for (codes only in the last column), people by name, invoice amounts', async () => {
    const ja = await get('/admin/company/ca/subscription-history?format=csv&language=ja', await admin());
    expect(ja.status).toBe(200);
    expect(ja.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(ja.headers.get('content-disposition')).toBe('attachment; filename="subscription-history-ca.csv"');
    const jaLines = (await ja.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(jaLines[0]!.split(',').slice(0, 10)).toEqual([
      '日時（日本時間）',
      '実行者',
      '代理の運営管理者',
      '変更',
      '支払額',
      '請求書番号',
      '請求額（税抜）',
      '消費税',
      '請求額（税込）',
      '変更された項目',
    ]);
    expect(jaLines[0]!.split(',').slice(10, 12)).toEqual(['状態（変更前）', '状態（変更後）']);
    expect(jaLines[0]!.split(',').at(-1)).toBe('type (code)');
    // The start, every field in words (a status, a schedule and a payment method never as their codes): nothing
    // before, each value after; its event's name only in the last column.
    expect(jaLines[1]).toBe(
      '2025-02-10 09:00 JST,山田 花子（管理者）,,契約開始,2000,,,,,' +
        '状態 / 車両数 / 検知器数 / 支払周期 / 支払方法 / 期間あたりの金額（税抜） / 開始日 / 有効期限,' +
        ',有効,,2,,1,,月払い,,クレジットカード,,2000,,2025-02-10,,2025-03-09,,,SubscriptionStarted',
    );
    expect(jaLines[2]!.split(',').slice(0, 6)).toEqual([
      '2025-02-20 09:00 JST',
      '山田 花子（管理者）',
      '佐藤 一郎',
      'プラン変更',
      '500',
      '',
    ]);
    expect(jaLines[3]!.split(',').slice(0, 9)).toEqual([
      '2025-02-21 09:00 JST',
      '佐藤 一郎（運営管理者）',
      '',
      '請求書発行',
      '0',
      'INV-000007',
      '3000',
      '300',
      '3300',
    ]);
    expect(jaLines[4]!.split(',').slice(1, 5)).toEqual(['システム', '', '請求書支払済み', '3300']);
    expect(jaLines).toHaveLength(6); // header, four events, the closing line end

    const en = await get('/admin/company/ca/subscription-history?format=csv&language=en&asOf=2025-02-20', await admin());
    const enLines = (await en.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(en.headers.get('content-disposition')).toBe('attachment; filename="subscription-history-ca-as-of-2025-02-20.csv"');
    expect(enLines[0]!.split(',').slice(0, 5)).toEqual(['When (Japan time)', 'Who', 'On behalf (admin)', 'Change', 'Amount paid']);
    expect(enLines[0]).toContain('Cars (before),Cars (after)');
    expect(enLines[1]!.split(',').slice(1, 4)).toEqual(['山田 花子 (Manager)', '', 'Subscription started']);
    expect(enLines).toHaveLength(4); // as of 20 February: the start and the plan change
    expect((await get('/admin/company/ca/subscription-history?format=csv', await manager('ca'))).status).toBe(403);
  });

  it('subscription history as PDF names the people and shows the invoice with its amounts, in English', async () => {
    const res = await get('/admin/company/ca/subscription-history?format=pdf&language=en', await admin());
    expect(res.status).toBe(200);
    const text = (await pdfTextRuns(Buffer.from(await res.arrayBuffer()))).join(' ');
    expect(text).toContain('山田 花子 (Manager)');
    expect(text).toContain('Invoice issued');
    expect(text).toContain('before tax ¥3,000, tax ¥300, total ¥3,300');
  });

  it('subscription history as PDF in Japanese shows states and payment methods in words, never their codes (issue 33 item 5)', async () => {
    const res = await get('/admin/company/ca/subscription-history?format=pdf&language=ja', await admin());
    expect(res.status).toBe(200);
    const text = (await pdfTextRuns(Buffer.from(await res.arrayBuffer()))).join(' ');
    // The seeded plan is paid by card, monthly.
    expect(text).toContain('状態 有効');
    expect(text).toContain('支払方法 クレジットカード');
    expect(text).not.toContain('Active');
    expect(text).not.toContain(' card');
  });
});
