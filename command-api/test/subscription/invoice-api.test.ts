import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createVerifiedCompany } from '../../src/company/commands';
import { createManager } from '../../src/manager/commands';
import { systemContext } from '../../src/shared/request-context';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import { pdfToText } from '@fleetcheck/platform/testing';
import { companyBody, login, startHarness, type Harness } from '../support/api-harness';

/** Company invoices: numbers under concurrency, and the e-mail with the PDF attached. */
let h: Harness;
let companyId: string;
let admin: string;

beforeAll(async () => {
  // 00:30 on 2 March in Japan, still 1 March in UTC: what the invoice prints as its issue day is the Japanese one.
  h = await startHarness({ start: new Date('2026-03-01T15:30:00.000Z') });
  companyId = h.seed.companyId!;
  const managerLogin = h.seed.logins.find((l) => l.role === 'manager')!;
  const adminLogin = h.seed.logins.find((l) => l.role === 'admin')!;
  const manager = (await login(h, managerLogin.username, managerLogin.password)).token;
  admin = (await login(h, adminLogin.username, adminLogin.password, true)).token;
  // The demo seed may already give the company a plan; invoices need one.
  if ((await h.store.readStream(`subscription-${companyId}`)).length === 0) {
    const plan = { company: companyId, carCount: 3, deviceCount: 2, paymentSchedule: 'monthly' };
    expect((await h.call('POST', '/subscription/signupwithbanktransfer', { token: manager, body: plan })).status).toBe(201);
  }
});
afterAll(async () => {
  await h?.close();
});

const issue = () =>
  h.call('POST', '/admin/companyInvoice', { token: admin, body: { company: companyId, periodFrom: '2026-03-01', periodTo: '2026-03-31' } });

/** The invoice as recorded (the API answers a summary). */
async function storedInvoice(invoiceId: string) {
  const [issued] = await h.store.readStream(billingStreams.invoice(invoiceId));
  return issued!.data;
}

/** A company of its own with a plan of `carCount` cars and `deviceCount` rented devices; its id. */
async function companyOnPlan(email: string, plan: { carCount: number; deviceCount: number; paymentSchedule: 'monthly' | 'yearly' }) {
  const app = createApp(h.deps);
  const ctx = systemContext(app.ids, app.clock);
  const id = await createVerifiedCompany(app, ctx, companyBody(email, `請求社 ${email}`));
  const profile = {
    firstName: '花子',
    lastName: '佐藤',
    spellingFirstName: 'ハナコ',
    spellingLastName: 'サトウ',
    email,
    mobile: '09012345678',
    officeId: null,
    image: null,
  };
  const created = await createManager(app, ctx, { companyId: id, userType: 2, password: 'invoice-pass-1', profile });
  const manager = await login(h, created.credentials.username, 'invoice-pass-1');
  const signup = await h.call('POST', '/subscription/signupwithbanktransfer', { token: manager.token, body: { company: id, ...plan } });
  expect(signup.status).toBe(201);
  return id;
}

describe('invoice amounts as issued', () => {
  // Prices of the configuration's defaults: 1,500 yen per car and 3,000 per rented device a month, 10 % off a
  // yearly plan, 10 % consumption tax.
  it('a yearly plan of 2 cars and 1 rented device: the discount once, tax on the subtotal', async () => {
    const company = await companyOnPlan('yearly@invoice.example', { carCount: 2, deviceCount: 1, paymentSchedule: 'yearly' });
    const issued = await h.call('POST', '/admin/companyInvoice', {
      token: admin,
      body: { company, periodFrom: '2026-04-01', periodTo: '2027-03-31' },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.data.totalAmount).toBe(71280);
    // cars 2 × 1,500 × 12 = 36,000 (unit 18,000); device 3,000 × 12 = 36,000; discount 10 % of 72,000 = 7,200;
    // subtotal 64,800; tax 6,480; total 71,280
    expect(await storedInvoice(issued.body.data._id)).toMatchObject({
      lines: [
        { labelEn: 'Vehicles (1 year)', labelJa: '車両 (1年分)', quantity: 2, unitPrice: 18000, amount: 36000 },
        { labelEn: 'Rented devices (1 year)', labelJa: 'レンタル機器 (1年分)', quantity: 1, unitPrice: 36000, amount: 36000 },
      ],
      discountAmount: 7200,
      subtotal: 64800,
      taxRatePercent: 10,
      tax: 6480,
      totalAmount: 71280,
    });
  });

  it('a monthly plan of 3 cars and 2 devices over three months', async () => {
    const company = await companyOnPlan('monthly@invoice.example', { carCount: 3, deviceCount: 2, paymentSchedule: 'monthly' });
    const issued = await h.call('POST', '/admin/companyInvoice', {
      token: admin,
      body: { company, periodFrom: '2026-04-01', periodTo: '2026-06-30' },
    });
    expect(issued.status).toBe(201);
    // cars 3 × 1,500 × 3 = 13,500 (unit 4,500); devices 2 × 3,000 × 3 = 18,000 (unit 9,000); subtotal 31,500;
    // tax 3,150; total 34,650
    expect(await storedInvoice(issued.body.data._id)).toMatchObject({
      lines: [
        { quantity: 3, unitPrice: 4500, amount: 13500 },
        { quantity: 2, unitPrice: 9000, amount: 18000 },
      ],
      discountAmount: 0,
      subtotal: 31500,
      tax: 3150,
      totalAmount: 34650,
    });
  });
});

describe('company invoices', () => {
  it('numbers invoices issued concurrently uniquely and without gaps', async () => {
    // Other tests of this file may have issued some already: numbering goes on from there.
    const before = (await h.store.readStream('invoice-sequence')).length;
    const issued = await Promise.all(Array.from({ length: 8 }, issue));
    expect(issued.map((r) => r.status)).toEqual(Array(8).fill(201));
    const numbers = issued.map((r) => r.body.data.invoiceNo as string).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `INV-${String(before + i + 1).padStart(6, '0')}`));
    const sequence = await h.store.readStream('invoice-sequence');
    expect(sequence.map((e) => (e.data as { sequence: number }).sequence)).toEqual(Array.from({ length: before + 8 }, (_, i) => i + 1));
    expect((await issue()).body.data.invoiceNo).toBe(`INV-${String(before + 9).padStart(6, '0')}`);
  });

  it('sends the invoice by e-mail with its bilingual PDF attached', async () => {
    const { body } = await issue();
    const sent = await h.call('POST', '/admin/companyInvoice/sendEmail', {
      token: admin,
      body: { id: body.data._id, email: 'billing@example.com' },
    });
    expect(sent.status).toBe(200);
    const mail = h.mailer.sent.find((m) => m.to === 'billing@example.com')!;
    expect(mail.subject).toBe(`請求書 / Invoice ${body.data.invoiceNo}`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({ filename: `${body.data.invoiceNo}.pdf`, contentType: 'application/pdf' });
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // As the customer's PDF viewer reads it (poppler's pdftotext), issued at 00:30 on 2 March in Japan.
    const printed = pdfToText(attachment!.content);
    expect(printed).toContain(`請求書番号 / Invoice No.: ${body.data.invoiceNo}`);
    expect(printed).toContain('発行日 / Issued: 2026-03-02');
    expect(printed).toContain('取引年月日（対象期間） / Date of transaction (period): 2026-03-01 – 2026-03-31');
    // Issued on 2 March in Japan: due at the end of April.
    expect(printed).toContain('お支払期限 / Payment due: 2026-04-30');
    expect(printed).toContain('登録番号 / Registration No.: T1234567890123');
    expect(mail.text).toContain('お支払期限 2026-04-30');
    expect(mail.text).toContain('Registration No. T1234567890123');
    expect(mail.html).not.toContain('data:application/pdf');
  });
});
